from tarokdesk.cli.main import main

raise SystemExit(main())
