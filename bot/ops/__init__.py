"""What the operators watch: HEALTH_PORT's /healthz and /metrics (health), and what the bot counts
and times for them (metrics)."""
