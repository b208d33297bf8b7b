import types

import opmem


def test_public_api_is_curated() -> None:
    # submodules appear as attributes once something imported them (lazily, since `opmem --help` must stay fast)
    public = {
        name
        for name in dir(opmem)
        if not name.startswith("_") and not isinstance(getattr(opmem, name), types.ModuleType)
    }
    assert public == set(opmem.__all__)
    for name in opmem.__all__:
        assert getattr(opmem, name).__module__.startswith("opmem.")
