"""Surfaces: thin translations of HTTP, MCP and CLI input into one call on `opmem.core.Opmem`."""
