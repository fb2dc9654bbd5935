"""Entry point of the bundled application (PyInstaller)."""

from tarokdesk.cli.main import main

raise SystemExit(main())
