"""The Qt table. It sits on the core (views, actions, refusals) and on the players; nothing in
the core knows it exists."""
