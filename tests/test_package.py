import opmem


def test_public_api_is_curated() -> None:
    public = {name for name in dir(opmem) if not name.startswith("_")}
    modules = {
        "core",
        "errors",
        "settings",
        "types",
        "store",
        "index",
        "ingest",
        "recall",
        "embed",
        "surfaces",
        "evaluate",
        "clock",
        "memory",
        "quarantine",
        "ledger",
        "dispatch",
        "curate",
    }
    assert public - modules == set(opmem.__all__)
    for name in opmem.__all__:
        assert getattr(opmem, name).__module__.startswith("opmem.")
