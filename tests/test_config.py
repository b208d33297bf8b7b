"""One settings model: defaults < config file < environment < options, each value typed and checked, a bad one
reported in one line, and `opmem config show` saying where each came from (secrets masked)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from opmem.errors import InvalidInput
from opmem.settings import Settings, settings_table
from opmem.surfaces.cli import cli

ROOT = Path(__file__).resolve().parents[1]


def test_the_config_file_the_environment_and_options_layer_in_that_order(tmp_path: Path) -> None:
    (tmp_path / "opmem.toml").write_text('port = 9000\narchive_days = 7\nhost = "0.0.0.0"\n')
    env = {"OPMEM_PORT": "9100", "OPMEM_TENANT": "acme", "OPMEM_EMBEDDING": "none"}
    settings, origin = Settings.sourced(env, data_dir=tmp_path, host="127.0.0.2")
    assert (settings.port, settings.archive_days, settings.host) == (9100, 7, "127.0.0.2")
    assert (settings.default_tenant, settings.default_embedding) == ("acme", None)
    assert origin["port"] == "environment" and origin["archive_days"] == "config file"
    assert origin["host"] == "option" and origin["ready_lag"] == "default"


@pytest.mark.parametrize(
    ("env", "fragment"),
    [
        ({"OPMEM_PORT": "abc"}, "OPMEM_PORT='abc': input should be a valid integer"),
        ({"OPMEM_PORT": "70000"}, "OPMEM_PORT='70000': input should be less than or equal to 65535"),
        ({"OPMEM_ARCHIVE_DAYS": "-1"}, "OPMEM_ARCHIVE_DAYS='-1': input should be greater than or equal to 0"),
        ({"OPMEM_EMBED_TIMEOUT": "soon"}, "OPMEM_EMBED_TIMEOUT='soon': input should be a valid number"),
        ({"OPMEM_METRICS_TOKEN": "x", "OPMEM_READY_LAG": "-3"}, "OPMEM_READY_LAG='-3'"),
    ],
)
def test_a_bad_value_is_one_line_naming_the_setting_and_what_is_allowed(env: dict[str, str], fragment: str) -> None:
    with pytest.raises(InvalidInput) as raised:
        Settings.from_env(env)
    assert fragment in raised.value.message and "\n" not in raised.value.message


def test_a_config_file_with_an_unknown_setting_or_bad_toml_is_refused(tmp_path: Path) -> None:
    (tmp_path / "a.toml").write_text("prot = 9000\n")
    with pytest.raises(InvalidInput, match="Unknown setting 'prot'"):
        Settings.from_env({}, config=tmp_path / "a.toml")
    (tmp_path / "b.toml").write_text("port = \n")
    with pytest.raises(InvalidInput, match="not valid TOML"):
        Settings.from_env({}, config=tmp_path / "b.toml")
    with pytest.raises(InvalidInput, match="Cannot read the config file"):
        Settings.from_env({}, config=tmp_path / "missing.toml")
    (tmp_path / "c.toml").write_text('port = "many"\n')
    with pytest.raises(InvalidInput, match=r"port in .*c.toml='many'"):
        Settings.from_env({}, config=tmp_path / "c.toml")


def test_the_cli_reports_a_bad_setting_in_one_line_and_exit_2(tmp_path: Path) -> None:
    done = CliRunner().invoke(cli, ["--data-dir", str(tmp_path), "tenant", "list"], env={"OPMEM_PORT": "abc"})
    assert done.exit_code == 2
    assert done.output.count("\n") == 1 and "OPMEM_PORT='abc'" in done.output and "Traceback" not in done.output


def test_config_show_says_where_each_value_came_from_and_masks_secrets(tmp_path: Path) -> None:
    (tmp_path / "opmem.toml").write_text("archive_days = 3\n")
    env = {"OPMEM_METRICS_TOKEN": "s3cret-scrape", "OPMEM_EMBEDDING": "none"}
    shown = CliRunner().invoke(cli, ["--data-dir", str(tmp_path), "config", "show", "--json"], env=env)
    assert shown.exit_code == 0, shown.output
    rows = {r["setting"]: r for r in json.loads(shown.stdout)}
    assert rows["archive_days"]["value"] == "3" and rows["archive_days"]["origin"] == "config file"
    assert rows["metrics_token"]["value"] == "***" and "s3cret" not in shown.output
    assert rows["data_dir"]["origin"] == "option" and rows["port"]["origin"] == "default"
    text = CliRunner().invoke(cli, ["--data-dir", str(tmp_path), "config", "show"], env=env).output
    assert re.search(r"^archive_days\s+3\s+\[config file\]$", text, re.M)


def test_the_readme_settings_table_is_generated_from_the_model() -> None:
    readme = (ROOT / "README.md").read_text()
    assert settings_table() in readme
    markdown = CliRunner().invoke(cli, ["config", "show", "--markdown"]).output
    assert markdown.strip() == settings_table()
