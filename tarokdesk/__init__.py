"""tarokdesk: a desktop card table for the Tarock games of the old rule books, and Whist."""

__version__ = "0.1.0"
