/* Bait file: a blocker that refuses to load it reveals itself. */
