"""Play across machines: a host runs the engine as the one authority and serves its tables
over WebSockets (docs/protocol.md); clients see only their own seats' views. No Qt here."""
