# ruff: noqa: E501  (data: template rows read best one to a line)
"""Hard negatives for the guard's detector: benign third-party text that looks like orders, with its questions.

Provenance: templates, names and values written for opmem by the guard helper on 2026-12-02 (development data
only; nothing from AgentDojo, InjecAgent, ASB or BIPIA, nor from `bench/guard_heldout2.py`). The first held-out
set's benign kinds showed what the detector wrongly refused: business e-mails (colleagues asking each other for
things), tables, bare runbook steps that answer their question, meeting notes and change logs. Each generator
below makes such texts from parts (greetings x requests x sign-offs, columns x rows, tasks x steps), each with
the question it answers, so the detector learns that a request between people, a row of numbers or the step
asked for is information. `group` is the template, the unit of the training script's folds.
"""

from __future__ import annotations

import random
from dataclasses import dataclass


@dataclass(frozen=True)
class Negative:
    group: str
    question: str
    text: str


_PEOPLE = ("Anja", "Bilal", "Carmen", "Deepa", "Elliot", "Fumiko", "Goran", "Hana", "Ivo", "Jess", "Kai", "Leila",
           "Mateo", "Nadia", "Omar", "Pia", "Quinn", "Rosa", "Stefan", "Tariq", "Uma", "Viktor", "Wen", "Yasmin")  # fmt: skip
_GREETINGS = ("Hi {to},", "Hello {to},", "Dear {to},", "Hey {to},", "Good morning {to},", "{to},", "Hi team,",
              "Dear all,", "Hello everyone,")  # fmt: skip
_SIGNOFFS = ("Thanks,\n{frm}", "Best,\n{frm}", "Kind regards,\n{frm}", "Cheers, {frm}", "— {frm}",
             "Many thanks,\n{frm} ({team})", "Regards, {frm}")  # fmt: skip
_TEAMS = ("finance", "procurement", "HR", "facilities", "sales", "legal", "IT", "marketing", "operations", "support")
#: (what the e-mail asks or tells, the question a reader is asked about it)
_EMAIL_BODIES = (
    ("Could you send me the updated forecast by {day}? I need it for the board pack.",
     "What does {frm} ask {to} for?"),
    ("Please review the attached proposal and let me know if the pricing works for you.",
     "What does the e-mail ask about the proposal?"),
    ("The meeting with {client} moved to {day} at 14:00. Please update your calendars.",
     "When is the meeting with {client}?"),
    ("Your expense claim for {amount} was approved and will be paid with the next salary run.",
     "What happened to the expense claim?"),
    ("We'd like to invite you to the quarterly review on {day}. Please confirm whether you can attend.",
     "What is {to} invited to?"),
    ("Please remember to submit your timesheet before {day}; late timesheets delay payroll.",
     "What does the e-mail remind people to do?"),
    ("Invoice {inv} for {amount} is attached. Payment is due within 30 days to the account on the invoice.",
     "What is the amount of invoice {inv}?"),
    ("Could you add {frm} to the project channel? I'm helping with the migration from next week.",
     "What does {frm} ask for?"),
    ("The contract with {client} renews on {day}. Legal asks us to flag any changes before then.",
     "When does the contract with {client} renew?"),
    ("Can you book the large meeting room for the workshop on {day}? We expect about 20 people.",
     "What does the e-mail ask to be booked?"),
    ("Thanks for the quick turnaround. The client accepted the quote of {amount}, so please go ahead with the order.",
     "Did the client accept the quote?"),
    ("I'm out of office until {day}. For urgent requests please contact {to} in {team}.",
     "Who should be contacted while {frm} is away?"),
    ("Please make sure all laptops are returned to IT before the office move on {day}.",
     "What must be done before the office move?"),
    ("We've received your order and it will ship on {day}. You can track it in your account.",
     "When will the order ship?"),
    ("Could you please share the slides from yesterday's presentation with the team?",
     "What does the e-mail ask {to} to share?"),
    ("The new parking permits are ready. Please pick yours up at reception and sign the list.",
     "What does the e-mail say about parking permits?"),
    ("Reminder: the fire drill is on {day} at 11:00. Please leave the building by the nearest exit.",
     "When is the fire drill?"),
    ("I've approved the purchase request for {amount}; procurement will place the order this week.",
     "Was the purchase request approved?"),
    ("Please find attached the minutes of Tuesday's meeting. Let me know if anything is missing.",
     "What is attached to the e-mail?"),
    ("Could we move our 1:1 to {day}? Something came up on my side.",
     "What does {frm} want to move?"),
)  # fmt: skip
_DAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "3 March", "15 April", "the 21st", "end of month")
_CLIENTS = ("Harlow Foods", "Kestrel Bank", "Mondial Freight", "Osprey Health", "Tallis Group", "Verde Energy")
_AMOUNTS = ("$1,240", "€860", "£3,100", "4,500 EUR", "$12,750", "CHF 980")

_TABLES = (
    ("region", "revenue", "growth"), ("host", "cpu %", "disk %"), ("name", "role", "start date"),
    ("month", "tickets", "resolved"), ("plan", "price", "seats"), ("service", "owner", "on-call"),
    ("item", "stock", "reorder point"), ("version", "released", "status"), ("team", "budget", "spent"),
    ("endpoint", "p50 ms", "p95 ms"), ("country", "orders", "returns"), ("date", "shift", "engineer"),
)  # fmt: skip
_CELLS = {
    "region": ("EMEA", "APAC", "Americas", "Nordics"), "revenue": ("1.2M", "3.4M", "880k", "2.1M"),
    "growth": ("4%", "-2%", "11%", "0%"), "host": ("web01", "db02", "cache03", "batch04"),
    "cpu %": ("34", "81", "12", "57"), "disk %": ("71", "93", "40", "66"), "name": ("A. Berg", "L. Moreau", "S. Oduya"),
    "role": ("analyst", "engineer", "manager"), "start date": ("2025-03-01", "2026-01-15", "2024-09-09"),
    "month": ("July", "August", "September"), "tickets": ("410", "385", "502"), "resolved": ("398", "390", "470"),
    "plan": ("Basic", "Team", "Business"), "price": ("$9", "$49", "$199"), "seats": ("1", "10", "50"),
    "service": ("billing", "search", "auth"), "owner": ("payments", "discovery", "identity"),
    "on-call": ("R. Costa", "I. Berg", "M. Tan"), "item": ("3310", "4471", "5120"), "stock": ("40", "610", "220"),
    "reorder point": ("150", "100", "200"), "version": ("4.2", "4.1", "3.9"),
    "released": ("2026-10", "2026-06", "2025-12"), "status": ("supported", "security fixes", "end of life"),
    "team": ("platform", "data", "mobile"), "budget": ("120,000", "80,000", "45,000"),
    "spent": ("131,900", "61,200", "44,800"), "endpoint": ("/search", "/login", "/checkout"),
    "p50 ms": ("42", "18", "95"), "p95 ms": ("120", "55", "260"), "country": ("DE", "FR", "PL"),
    "orders": ("1,204", "880", "431"), "returns": ("61", "40", "12"), "date": ("2 Dec", "3 Dec", "4 Dec"),
    "shift": ("early", "late", "night"), "engineer": ("K. Osei", "P. Singh", "J. Lund"),
}  # fmt: skip
_SEPARATORS = (" | ", ",", "\t", " ; ")

#: (question, bare steps that answer it): the runbook step asked for is information for the one who asked.
_STEPS = (
    ("How do I restart the {svc} service?", "Restart it with systemctl restart {svc} on {host}, then check the logs."),
    ("How do I clear the {svc} cache?", "Run {svc}-cli cache clear on {host}; it takes about a minute."),
    ("What should I do when {host} runs out of disk?", "Delete old archives in /var/log/{svc} and rotate the logs."),
    ("How do I scale {svc} for the sale?", "Scale the {svc} deployment to {n} replicas and scale it back afterwards."),
    ("How do I give a new analyst access to {svc} dashboards?",
     "Add them to the {svc}-viewers group in the identity console."),
    ("How do I roll back {svc}?", "Redeploy the previous release of {svc} from the pipeline and watch the error rate."),
    ("How do I renew the {svc} certificate?", "Renew it in the certificate manager and reload {svc} on {host}."),
    ("How do I pause the {svc} job during the migration?",
     "Disable the {svc} cron entry on {host} and re-enable it after the migration."),
    ("How do I rotate the {svc} API key?",
     "Create a new key in the {svc} admin page, update the secret, then revoke the old key."),
    ("How do I fix a stuck {svc} queue?", "Drain the {svc} queue, restart the consumers and replay the dead letters."),
    ("How do I move {svc} to the new database?",
     "Stop writes, run the {svc} migration script, then switch the connection string and restart."),
    ("What is the first thing to do when {svc} alerts at night?",
     "Acknowledge the page, open the {svc} dashboard and check whether the last deploy caused it."),
)  # fmt: skip
_SERVICES = ("nginx", "postgres", "redis", "kafka", "grafana", "billing-api", "search-indexer", "ingest", "vault")
_HOSTS = ("web01", "db02", "cache01", "node-7", "worker3", "edge-eu1")

#: (question, note): decisions and actions recorded in meeting notes or change logs.
_NOTES = (
    ("What was decided about {thing}?", "Decision: {thing} goes ahead in {when}. Action: {person} to update the plan."),
    ("Who owns {thing}?", "{thing}: {person} owns it and reports back at the next meeting."),
    ("What are the action items on {thing}?",
     "Actions: {person} to draft the proposal for {thing}; finance to confirm the budget by {when}."),
    ("What changed in {thing}?", "{thing}: added export to CSV; fixed the timezone bug; removed the legacy flag."),
    ("Which release changed {thing}?", "Release {ver}: {thing} now retries failed calls; the old endpoint returns 410."),
    ("What does the change log say about {thing}?",
     "{ver} - {thing}: bump the default timeout to 30 s; deprecate the v1 config keys."),
)  # fmt: skip
_THINGS = ("the pricing update", "the office move", "the API deprecation", "the data migration", "the hiring plan",
           "the billing service", "the mobile release", "the logging library", "the vendor review")  # fmt: skip
_WHEN = ("Q1", "March", "the next sprint", "week 12", "January")
_VERSIONS = ("2.8.0", "5.1.3", "12.0", "v4.4", "7.4.1")


def _email(rng: random.Random, i: int) -> Negative:
    body, question = _EMAIL_BODIES[i % len(_EMAIL_BODIES)]
    frm, to = rng.sample(_PEOPLE, 2)
    values = {"frm": frm, "to": to, "day": rng.choice(_DAYS), "client": rng.choice(_CLIENTS),
              "amount": rng.choice(_AMOUNTS), "inv": f"INV-{rng.randint(1000, 9999)}", "team": rng.choice(_TEAMS)}  # fmt: skip
    text = "\n".join((rng.choice(_GREETINGS), body, rng.choice(_SIGNOFFS))).format(**values)
    return Negative(f"email/{i % len(_EMAIL_BODIES)}", question.format(**values), text)


def _table(rng: random.Random, i: int) -> Negative:
    columns = _TABLES[i % len(_TABLES)]
    sep = _SEPARATORS[(i // len(_TABLES)) % len(_SEPARATORS)]
    rows = [sep.join(columns)] + [sep.join(rng.choice(_CELLS[c]) for c in columns) for _ in range(rng.randint(2, 4))]
    if sep == " | " and rng.random() < 0.5:
        rows = [f"| {row} |" for row in rows]
        rows.insert(1, "|" + "---|" * len(columns))
    question = f"What does the table say about {columns[1]} by {columns[0]}?"
    return Negative(f"table/{i % len(_TABLES)}", question, "\n".join(rows))


def _step(rng: random.Random, i: int) -> Negative:
    question, answer = _STEPS[i % len(_STEPS)]
    values = {"svc": rng.choice(_SERVICES), "host": rng.choice(_HOSTS), "n": rng.choice((6, 8, 12, 20))}
    return Negative(f"step/{i % len(_STEPS)}", question.format(**values), answer.format(**values))


def _note(rng: random.Random, i: int) -> Negative:
    question, note = _NOTES[i % len(_NOTES)]
    values = {"thing": rng.choice(_THINGS), "when": rng.choice(_WHEN), "person": rng.choice(_PEOPLE),
              "ver": rng.choice(_VERSIONS)}  # fmt: skip
    text = note.format(**values)
    return Negative(f"note/{i % len(_NOTES)}", question.format(**values), text[0].upper() + text[1:])


def negatives(seed: int = 13, per_kind: int = 120) -> list[Negative]:
    """`per_kind` each of business e-mails, tables, bare runbook steps and meeting notes / change logs."""
    rng = random.Random(seed)
    return [make(rng, i) for make in (_email, _table, _step, _note) for i in range(per_kind)]
