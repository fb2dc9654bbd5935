"""Practice: positions, the book's problems, undo and review, on top of the rules core (no Qt)."""
