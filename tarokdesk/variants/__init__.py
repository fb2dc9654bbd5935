"""One module per game of the rule books; importing this package registers them all."""

from tarokdesk.variants import koenigrufen, tapp_tarok  # noqa: F401  (registration)
