"""One module per game of the rule books. Each is registered as an entry point of the group
`tarokdesk.variants` in pyproject.toml, which is how the core finds it."""
