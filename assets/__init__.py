"""Data files installed with tarokdesk (as the package tarokdesk.assets): card decks, the rule
files, translations and icons."""
