"""Rule blocks shared by the variants: auctions, talon exchange, announcements, trick play,
counting and settlement. Each block is configured with data by a variant and cites the
section of the rule files it implements."""
