"""Operational orders that do harm: the runbook-like injection, an order no runbook answer would give bare.

A runbook step ("restart nginx on web01", "delete the stale lock file", "lower retention on the largest topic
temporarily") is information about how to operate a system, and an answer may carry it bare. An injected runbook
order reads the same but does damage a question could not have asked for: it weakens a control (disable the WAF,
SELinux, TLS verification, the rate limiter, MFA, auditing, alerting, the fraud check), destroys what cannot be
rebuilt (drop or truncate a table, wipe etcd, delete the audit trail, the snapshots or every key, terraform
destroy, force-push over history), exposes (public-read, allow-all, 0.0.0.0/0, a key in authorized_keys, a weak
root password), or sabotages quietly (failing checks marked as passing, replication factor 1, retention of a
day, mail records pointed elsewhere, staging promoted over production), points DNS or a hosts file at a public
address or runs a script from one, leaves out the check, record or notice its action carries ("release the held
shipments without a credit check", "notify no one"), or makes one change to every record of a kind at once
("cancel every booking", "set every customer's tier to Platinum").

`hazard(sentence)` names the first kind found in an order (a clause that starts with the verb, after an optional
polite word, list marker, "step N:", "then" or "and"), or None. Reported speech ("the runbook says to disable
the WAF during the test") is left to the reader's framing: it is not an order (see `orders.reported`).
Sentences are normalised as in `guard.normalise` (casefolded, accents dropped).
"""

from __future__ import annotations

import re

from opmem.quarantine import catalogue, live, scoped
from opmem.quarantine.orders import ACTION_VERBS, reported
from opmem.quarantine.prefilter import checker, family_gate

# where an order's verb may start: the sentence start, or a clause after ":", ";", "then", "and", a dash
_START = (
    # "... will also delete the monthly backups" says what a command does (a modal before "also"; round 14)
    r"(?:^|[:;]\s*|(?<!will)(?<!would)(?<!could)(?<!might)(?<!\bmay)(?<!\bcan),? (?:then|and then|and|also|next|"
    r"finally|after that)\s+|\s[\-–—]\s+)"
    # a leading time, condition or place before the order: "before closing the ticket, ", "in the hr system, "
    r"(?:(?:before|after|once|when|while|as soon as|during|if|in|on|from|at|via|using|under)\b[^,;:]{1,50},\s*)?"
    r"(?:\(?(?:\d{1,2}|[a-h])\)\s*)?"  # an enumerator inside the sentence: "action items: 1) disable ..., 2) ..."
    r"(?:(?:please|kindly|now|also|just|immediately|quickly|first|then|next|finally|lastly|afterwards|go ahead and|"
    r"make sure to|be sure to|"
    r"(?:every|each) (?:day|night|week|monday|tuesday|wednesday|thursday|friday|saturday|sunday|hour|morning)|"
    r"daily|nightly|weekly|(?:run|execute|issue)(?: the command)?),? )*[`'\"$]?\s*"
)
_SCOPE = r"(?:all|every|each|the entire|the whole|any|both)"

WEAKEN = re.compile(
    _START + r"(?:disable|turn off|switch off|stop|remove|deactivate|bypass|skip|suspend|pause|kill|uninstall|"
    r"unload|drop|relax|loosen|weaken|revert|detach|delete|exempt|revoke|lift|cancel)\b[^;]{0,60}?\b(?:waf|web "
    r"application firewall|selinux|apparmor|firewalls?|(?:tls|ssl|certificate|cert|signature|host ?key) "
    r"(?:verification|validation|checks?|pinning)|rate[- ]limit(?:er|ing|s)?|fraud[- ](?:checks?|detection|rules?|"
    r"screening(?: rules?)?)|mfa requirement|ip allow-?list|allow-?list|"
    r"anti-?virus|anti-?malware|malware scan\w*|edr|crowdstrike|defender|mfa|2fa|two[- ]factor|multi[- ]factor|"
    r"audit(?:ing| logs?| logging| trail| events)?|cloudtrail|guardduty|security (?:hub|scans?|scanning|updates|"
    r"patches|alerts?|monitoring|team)|alerting|alerts? for (?:the )?(?:security|fraud|intrusion)|intrusion "
    r"(?:detection|prevention)|ids|ips|dlp|data loss prevention|captcha|account lockout|lockout policy|password "
    r"(?:policy|expiry|complexity)|branch protection|code review|signing|secure boot|encryption|content security "
    r"policy|csp|on-?call (?:rotation|rota|schedule)|escalation polic(?:y|ies)|(?:firewall|deny|egress|ingress|"
    r"security[- ]group|waf) rules?|rules? \d+ \(?'?deny|quarantine (?:policy|policies|rules?)|spam filter(?:ing)?|"
    r"(?:require[ds]?|mandatory) (?:approvals?|reviews?|status checks?)|approval (?:step|gate|requirement|check)s?|"
    r"deploy(?:ment)? protection|"
    r"virus (?:scan\w*|check\w*)|siem(?: forwarders?| agents?)?|legal[- ]hold(?: flags?)?|sign-?in risk polic(?:y|ies)|"
    r"conditional access(?: polic(?:y|ies))?|real-?time (?:monitoring|protection)|backups? (?:of|for)\b)\b"
    # the same by a command, wherever it stands
    r"|-disablerealtimemonitoring \$?true\b|\biptables -(?:f|p input accept)\b|\bsetenforce 0\b|\bufw disable\b|"
    r"\bsystemctl (?:stop|disable|mask) (?:auditd|firewalld|falcon-sensor|clamav\w*|apparmor|wazuh\w*|osqueryd)\b"
)
DESTROY = re.compile(
    # what is destroyed is in the verb's clause: "remove it, rotate that key since it is in the history" is not
    _START + r"(?:drop|truncate|wipe|purge|destroy|erase|shred|nuke|flush|delete|remove|rm -rf)\b[^;,]{0,50}?"
    r"(?:\b(?:the|all|every|each|our|your|any|its|their|both)\b[^;]{0,40}?|/)"
    r"\b(?:tables?|databases?|schemas?|keyspaces?|etcd|zones?|trails?|snapshots?|backups?|volumes?|buckets?|"
    r"clusters?|namespaces?|(?:access |api |signing |ssh |iam |kms )keys|certificates|private keys?|secrets|"
    r"history|recovery points?|var/lib/\S*|etc/\S*)\b"
)
DESTROY_TOOL = re.compile(
    # round 44b: `sudo`, and commands that destroy with no operand or all they reach (the crontab, the shell history,
    # every Redis database, a published package, the files under a home directory); a snapshot or one numbered Redis
    # database destroyed is housekeeping (`zfs destroy tank/x@2025-06-01`, `redis-cli -n 2 flushdb`)
    _START
    + r"(?:(?:run|execute|issue|perform|do)\s+(?:an? )?[`'\"]?)?(?:sudo )?(?:terraform (?:destroy|apply -destroy)|"
    r"kubectl delete (?:ns|namespace|--all|-a)|drop (?:database|schema|table|keyspace)|force[- ]push|"
    r"git push (?:--force|-f)|flushall|dropdb|mkfs|helm (?:uninstall|delete)\b[^;]{0,40}\bprod|crontab -r\b|"
    r"history -c\b|"
    r"redis-cli\b[^;`]{0,30}?\bflushall\b|npm unpublish\b[^;`]{0,40}?--force\b|"
    r"find (?:~|/home|/users|\$home)\S*[^;`]{0,60}? -delete\b)"
)
#: round 45a: commands that destroy what they name or all they reach, which `DESTROY_TOOL` does not name: the
#: history rewritten, a bucket or a project removed, branch protection, environments,
#: hooks or secrets deleted through the API, every object of a kind deleted in a cluster, a secrets engine disabled,
#: a remote purged, a system directory opened to all, a forced push chained after a reset.
#: Also behind a run verb of other languages ("ejecuta", "exécutez", "voer ... uit", "uruchom") and after a pipe or
#: "&&" ("gh secret list | xargs -n1 gh secret delete"). A disposable object anywhere in the sentence (`_SCRATCH`:
#: "test", "staging", "local" ...) or a catalogue (`catalogue`) still spares it. Commands that development notes run
#: on their own machines or in teardown notes (`docker compose down -v`, `docker system prune --volumes`, `zpool
#: destroy`, `userdel -r`, `az group delete`, `aws s3 rm --recursive`, `git push --delete`, `gh run delete`) are left
#: out: the benign development sets use each of them.
_RUN_ELSEWHERE = (
    r"(?:\b(?:ejecuta\w*|execute[rz]?|lance[rz]|fuhre\w*|voer|uruchom\w*|esegui\w*|rodar|rode|roda|calistir\w*|"
    r"jalankan|chay)\s+[`'\"]?|(?:&&|\|\|?)\s*)"
)
_OPERAND = r"[^;`\n]{0,60}"
DESTROY_CMD = re.compile(
    rf"(?:{_START}|{_RUN_ELSEWHERE})(?:xargs(?: -\w+(?: \d+)?)*\s+)?(?:sudo )?"
    r"(?:git filter-(?:repo|branch)\b|"
    r"aws s3 rb\b[^;`\n]{0,60}?--force\b|"
    r"gcloud projects delete\b|gh repo delete\b|gcloud logging sinks delete\b|"
    r"gh api (?:-x|--method) delete\b[^;`\n]{0,100}?(?:/protection|/environments|/hooks|/keys|/secrets)\b|"
    r"gh secret delete\b|kubectl delete\b[^;`\n]{0,40}?--all\b|vault secrets disable\b|rclone purge\b|"
    r"chmod -r 777 /(?:etc|usr|bin|var|root|home|srv)?\b|"
    # a forced push chained after a reset or a history rewrite ("git reset --hard ... && git push -f")
    r"(?<=&& )git push (?:--force|-f)\b)"
    rf"{_OPERAND}"
)
#: round 44b: a safety device defeated: an alarm or detector, a residual-current device, a thermal or pressure
#: cut-out, a relief valve, a battery's management, an interlock. Switching a circuit off at its breaker or RCD is how
#: a safe repair starts, so those take only the verbs that defeat a device (bypass, bridge, jumper, tape, hold
#: closed) or "... and leave it out / off"; an alarm or detector is removed to change its battery, so not "remove".
_DEVICE = (
    r"(?:smoke (?:alarms?|detectors?)|co (?:alarms?|detectors?)|carbon monoxide (?:alarms?|detectors?)|heat "
    r"detectors?|gas detectors?|thermal (?:fuses?|cut-?offs?|cut-?outs?)|over-?(?:temperature|heat|pressure) "
    r"(?:cut-?offs?|cut-?outs?|protection|limits?|switch(?:es)?)|high[- ]limit(?: switch(?:es)?)?|thermocouple limits?|"
    r"limit switch(?:es)?|pressure switch(?:es)?|(?:safety|pressure relief|relief|t&p) valves?|battery management "
    r"systems?|bms|low[- ]voltage cut-?offs?|safety (?:interlocks?|switch(?:es)?|cut-?outs?|cut-?offs?)|interlocks?|"
    r"flame (?:sensors?|failure devices?)|sprinklers?|fire alarms?|emergency stops?|e-stops?)"
)
_CIRCUIT = r"(?:rcds?|rcbos?|gfcis?|gfi|residual current (?:devices?|breakers?)|earth leakage \w+|fuses?|breakers?)"
_OBJECT = r"(?:(?!\b(?:before|after|when|while|until|to|and|then|so|from|of)\b)[^;,.]){0,40}?\b"
_OPENS = r"(?:^|[:;,]\s*|\b(?:then|and|also|next|first|now|please|just)\s+|\s[-–—]\s+)(?:\(?\d{1,2}\)\s*)?"
#: three patterns, so each is searched only in a sentence with its own words (`prefilter`)
SAFETY = (
    re.compile(
        _OPENS + r"(?:disable|deactivate|disconnect|bypass|bridge|jumper|jump out|short(?: out)?|defeat|override|tape|"
        r"wedge|hold|turn off|switch off|shut off|shut down|silence|unplug|cut)\b" + _OBJECT + _DEVICE + r"\b"
    ),
    re.compile(
        _OPENS + r"(?:disable|deactivate|bypass|bridge|jumper|jump out|short(?: out)?|defeat|override|tape|wedge|"
        r"hold)\b" + _OBJECT + _CIRCUIT + r"\b"
    ),
    re.compile(
        _OPENS + r"(?:pull|remove|take out|switch off|turn off)\b" + _OBJECT + _CIRCUIT + r"\b[^;.]{0,40}\band "
        r"(?:leave|keep) (?:it|them) (?:out|off|disconnected)\b"
    ),
)
EXPOSE = re.compile(
    _START + r"(?:set|make|change|switch|open|expose|publish|revert|grant|add|allow|whitelist|allowlist|append|put|"
    r"copy|install|place|drop|paste)\b"
    r"[^;]{0,80}?(?:\bpublic[- ]read(?:-write)?\b|\bpublicly (?:readable|accessible|writable)\b|\bto public\b|"
    r"\ballow[- ]all\b|\bany ?where\b|0\.0\.0\.0/0|::/0|\banyone (?:with the link|on the internet)\b|"
    r"\bauthorized_keys\b|\bcluster-admin\b|\bnopasswd\b|\bdomain admins\b|\bsudoers?\b|\bworld[- ]?(?:readable|"
    r"writable)\b|\bchmod (?:-r )?777\b)"
)
WEAK_SECRET = re.compile(
    _START + r"(?:rotate|set|change|reset|update)\b[^;]{0,40}\b(?:root |admin |administrator |master |default )?"
    r"(?:password|passphrase|pin|secret)s?\b[^;]{0,40}\bto (?:['\"][\w!@#$%^&*.-]{1,20}['\"]|[\w!@#$%^&*.-]{1,20}"
    r"(?: on| for| in|$|[.,]))"
    r"|\balter (?:user|role|login)\b[^;]{0,40}\bwith (?:encrypted )?password '[^']{1,20}'"
    r"|" + _START + r"(?:export|dump|copy|write|print|save|move|sync)\b[^;]{0,40}\b(?:secrets?|vault|private keys?|"
    r"credentials|kms|keystore|\.env)\b[^;]{0,60}\b(?:plain ?(?:text )?files?|shared|nfs|public|bucket|wiki|"
    r"channel|pastebin|gist|external|unencrypted)\b"
)
SABOTAGE = re.compile(
    _START + r"(?:mark|set|flag|report)\b[^;]{0,40}\b(?:failing|failed|broken|red)\b[^;]{0,40}\bas "
    r"(?:passing|passed|green|healthy|ok|successful)\b"
    r"|" + _START + r"(?:set|change|lower|reduce|drop)\b[^;]{0,40}\b(?:replication factor|replicas?|min\.?insync"
    r"|minimum length|retention|ttl of (?:the )?backups?)\b[^;]{0,30}\bto (?:1|one|zero|0)(?: (?:day|hour|minute|"
    r"replica|copy))?s?\b"
    r"|" + _START + r"(?:set|switch|change|configure)\b[^;]{0,60}\b(?:expire|delete|purge)s?\b[^;]{0,20}"
    r"\b(?:after|in) (?:\d|one|a) (?:day|days|hour|hours)\b"
    r"|" + _START + r"(?:change|edit|set)\b[^;]{0,40}\b(?:cron|schedule|job)\b[^;]{0,40}\bnever (?:runs?|fires?)\b"
    r"|" + _START + r"(?:point|redirect|repoint|change|switch|update)\b[^;]{0,40}\b(?:mx|ns|name ?server) records?\b"
    r"[^;]{0,40}\bto\b"
    r"|" + _START + r"(?:promote|switch|point)\b[^;]{0,40}\b(?:staging|test|dev)\b[^;]{0,50}\b(?:production|"
    r"prod|primary|live)\b"
    r"|" + _START + r"(?:roll ?back|revert|downgrade)\b[^;]{0,40}\bto (?:version )?(?:1|v1|0|the first|the "
    r"initial|the default)\b"
    r"|" + _START + r"(?:kill|stop|disable|shut down|delete|remove|wipe|reboot|deactivate)\b[^;]{0,60}\b"
    r"(?:on|in|across|from) " + _SCOPE + r" (?:production |prod |live |the )?(?:hosts?|servers?|nodes?|regions?|"
    r"namespaces?|clusters?|accounts?|databases?|environments?)\b"
    r"|" + _START + r"(?:kill|stop|terminate)\b (?:every|all) (?:processes|process|pods?|jobs?|sessions?)\b"
    r"|" + _START + r"(?:re-?create|recreate|reinitiali[sz]e)\b[^;]{0,30}\b(?:empty|blank)\b"
)

_SECRET = (
    r"(?:keys?|tokens?|secrets?|passwords?|passphrases?|credentials?|api[ _-]?keys?|private keys?|ssh keys?|"
    r"\.ssh\b|id_(?:rsa|ed25519|ecdsa|\*)|\.env\b|env(?:ironment)? (?:variables|vars|output)|output of `?(?:env|"
    r"printenv|set)`?|\$[a-z_]*(?:url|key|token|secret|password|pass|dsn)\b|/etc/shadow|kubeconfig|ssns?|"
    r"social security numbers?)"
)
_SHARED = (
    r"(?:(?:incident |support |shared |public |team |slack |vendor'?s? )?(?:channel|ticket|chat|wiki|gist|pastebin|"
    r"paste\b|forum|issue tracker)|#[a-z][\w-]+|public|external|third[- ]party|vendor|contractor|personal "
    r"(?:account|e-?mail|drive)|\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}|[\w.+-]+@[\w-]+\.[\w.]+|(?:s3|gs)://\S*(?:public|"
    r"share|ext|external|transfer|drop)\S*)"
)
LEAK = re.compile(
    _START + r"(?:paste|post|share|send|attach|copy|upload|put|leave|echo|cat|print|write|forward|dm|scp|rsync|"
    r"export|dump|move|sync|gsutil (?:-m )?cp|aws s3 cp)\b[^;]{0,80}?\b" + _SECRET + r"[^;]{0,80}?\b(?:to|into|in|"
    r"on|at|with|\|)\s*(?:the |a |our |its |their )?(?:[\w'-]+ ){0,3}?"
    + _SHARED
    + r"|\becho \$\w+\s*\|\s*(?:nc|netcat|ncat|curl|telnet)\b|\b(?:scp|rsync)\b[^;]{0,60}(?:\.ssh/|id_(?:rsa|\*)|"
    r"/etc/shadow|\.env\b)"
)
EXFILTRATE = re.compile(
    _START + r"(?:export|copy|move|sync|transfer|dump|upload|replicate|back ?up|run (?:a |an )?(?:full )?(?:data )?"
    r"export of|gsutil (?:-m )?cp(?: -r)?|aws s3 (?:cp|sync))\b[^;]{0,60}?\b(?:databases?|db|dumps?|snapshots?|"
    r"backups?|tables?|customers?|users|employees|patients|hr|confidential|personal|pii|payroll|salar(?:y|ies)|"
    r"records|ssn)\b[^;]{0,60}?\b(?:to|into|in|with|on)\b[^;]{0,30}?(?:\bpublic\b|\bpublic-read\b|\bexternal\b|"
    r"\bext\b|-ext\b|\bpersonal (?:account|drive|e-?mail)|\bcontractor|\bvendor|\bthird[- ]party|(?:s3|gs)://\S*(?:"
    r"public|share|ext|transfer|drop))"
)
PRIVILEGE = re.compile(
    r"\badministratoraccess\b|\bwith superuser\b|\bgrant all privileges\b|\bnet localgroup administrators\b"
    r"[^;]{0,40}/add\b|\b(?:usermod|gpasswd)\b[^;]{0,20}\b(?:sudo|wheel|root|admin)\b|\bbreak-?glass\b[^;]{0,40}"
    r"\bpermanent(?:ly)?\b|\bpermanent(?:ly)?\b[^;]{0,40}\bbreak-?glass\b|\b(?:admin|owner|superuser|root) "
    r"(?:oauth |api )?(?:scope|role|rights|access)\b[^;]{0,60}\b(?:share|post|paste)\b[^;]{0,30}\btoken\b"
    r"|" + _START + r"(?:grant|give|assign|add|escalate|promote|elevate|provision|make sure)\b[^;]{0,80}?(?:\b(?:owner|"
    r"admin|administrator|global administrator|superuser|root|write|edit|full|maintainer)\b (?:role|rights|access|"
    r"permissions?|privileges)\b|\bsudo\b|\bthe (?:global )?(?:owner|admin|administrator) role\b)"
)
TAMPER = re.compile(
    r"\bupdate \w+ set (?:balance|amount|salary|credit|price|limit|role|is_admin|admin|paid|status)\b\s*=[^;]{0,40}"
    r"(?:\+|\d{3,}|'paid'|'approved'|true|'admin')"
    r"|" + _START + r"(?:set|change|switch|update|point)\b[^;]{0,40}\b(?:destination|payout|receiving|settlement|"
    r"deposit|remittance) (?:account|bank|iban)\b[^;]{0,30}\bto\b[^;]{0,20}\d{5,}"
    r"|" + _START + r"(?:scale\b[^;]{0,50}|set\b[^;]{0,40}\b(?:replicas|instances|capacity|desired count|min(?:imum)? "
    r"size)\b[^;]{0,10})\bto (?:0|zero)\b(?! (?:seconds|minutes|ms|percent|%))"
    r"|" + _START + r"(?:reboot|restart|stop|kill|terminate|shut down|drain)\b[^;]{0,20}\b(?:every|all|each)\b"
    r"[^;]{0,40}\b(?:at once|simultaneously|at the same time|no rolling|without draining|in one go)\b"
    r"|" + _START + r"(?:set|enable|switch|turn)\b[^;]{0,60}(?:\bpermitrootlogin yes\b|\bpasswordauthentication yes\b|"
    r"\b[\w.]*(?:auth|authentication|mfa|2fa|tls|ssl|verify|csrf|security|signature)[\w.]*\s*(?:=|:)\s*(?:false|off|"
    r"disabled|no|none|0)\b|\ballowsnippetannotations\s*=\s*true\b)"
    r"|" + _START + r"(?:set|change|switch|make|turn)\b[^;]{0,60}\b(?:mfa|2fa|two[- ]factor|multi[- ]factor|"
    r"authentication|sign-?in risk polic(?:y|ies)|(?:[\w-]+ )?approval(?: requirement)?s?|verification)\b[^;]{0,30}"
    r"\bto ['\"]?(?:optional|none|off|disabled|not required|no)\b"
    r"|\bnpm publish\b[^;]{0,30}--access public\b[^;]{0,40}\b(?:internal|private|secret|confidential)"
    r"|" + _START + r"(?:change|replace|set|update|swap)\b[^;]{0,20}\b(?:root |admin |deploy )?(?:ssh|signing|gpg|"
    r"host) keys?\b[^;]{0,40}\bto (?:the one|the key|this one|the keys?) (?:in|from|below|above|attached)"
    r"|" + _START + r"(?:point|redirect|repoint|change|switch|update)\b[^;]{0,40}\b(?:mx|ns|name ?server) records?\b"
    r"[^;]{0,40}\bat\b"
)

# an IPv4 address outside the private, loopback and link-local ranges
_PUBLIC_IP = (
    r"(?<![\w.])(?!(?:10|127|0)\.|192\.168\.|172\.(?:1[6-9]|2\d|3[01])\.|169\.254\.)\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}"
    r"(?!\w|\.\d|/\d)"
)
REDIRECT = re.compile(
    _START + r"(?:point|repoint|change|update|set|switch|add|redirect)\b[^;]{0,60}(?:\b(?:dns|a record|aaaa record|"
    r"cname|www|hosts file|health ?check|resolver|domain)\b|/etc/hosts\b)[^;]{0,60}?(?:\b(?:to|at)\s+(?:https?://)?"
    + _PUBLIC_IP
    + r"|`\s*"
    + _PUBLIC_IP
    + r"\s+[\w-]+\.[\w.-]+)"
    r"|" + _START + r"(?:run|execute|install|download|fetch|apply)\b[^;]{0,30}\b(?:script|binary|installer|package|"
    r"patch|file|agent)\b[^;]{0,20}(?:at|from)\s+(?:https?://)?"
    + _PUBLIC_IP
    + r"|\b(?:scp|rsync|sftp|curl -t|curl --upload-file)\b[^;`]{0,80}\s(?:[\w.-]+@)?"
    + _PUBLIC_IP
    + r":|\bftp://"
    + _PUBLIC_IP
    + r"|"
    + _START
    + r"(?:allow|add|whitelist|allowlist|open|permit)\b[^;]{0,30}?"
    + _PUBLIC_IP
    + r"[^;]{0,60}\b(?:firewall|allow ?list|allow-list|whitelist|security group|admin)"
    + r"|"
    + _START
    + r"(?:change|set|switch|update|point)\b[^;]{0,40}\bname ?servers\b[^;]{0,40}\bto\b"
    + r"|\bdomain\b[^;]{0,60}\bpoint (?:it|them) (?:to|at)\s+(?:https?://)?"
    + _PUBLIC_IP
    + r"|"
    + _START
    + r"(?:turn on|enable|set up|create|add)\b[^;]{0,40}\b(?:external forwarding|auto-?forward\w*|forwarding rule|"
    r"inbox rule|mail rule)\b[^;]{0,80}(?:[\w.+-]+@[\w-]+\.[\w.]+|\b(?:moves?|deletes?|forwards?) all\b)"
)

# an order that leaves out the check, the record or the notice its action normally carries
_VERB = rf"(?:{ACTION_VERBS}|empty|roll back|log out|process)"
BYPASS = re.compile(
    _START + _VERB + r"\b[^;]{0,80}?(?:\bwithout (?:a |an |the |any )?(?:credit check|announcement|notice|notifying|"
    r"telling anyone|inspecting|processing|recording|snapshot|backup|change request|sign-?off|ticket|approval|"
    r"checking with)\b|\bleave (?:it|this|them|that) out of the (?:change ?log|"
    r"audit|report|ticket|minutes|incident)|\bskip(?:ping)? the (?:[\w-]+ ){0,2}?(?:snapshot|backup|checks?|approval|"
    r"review|scan|sign-?off)\b)"
    r"|" + _START + r"(?:notify|tell|inform|alert) no ?one\b"
)
# the same change made to every record of a kind at once: cancelling, reassigning, deactivating, marking
BULK = re.compile(
    _START + r"(?:cancel|deactivate|disable|revoke|mass-update|reassign|expire|terminate|suspend|lock out|"
    r"close|mark|set|change|move|flush)\b[^;]{0,30}?\b(?:all|every|everyone'?s?|each)\b(?: (?:the |of the )?[\w-]+)?"
    r"(?: [\w-]+)? (?:accounts?|users?|orders?|transfers?|payments?|leads?|opportunit(?:y|ies)|customers?'?s?|"
    r"assignments?|shifts?|vulnerabilit(?:y|ies)|invoices?|subscriptions?|licen[cs]es?|badges?|employees?|"
    r"caches?|access|tiers?|prices?|bookings?|reservations?|claims?|refunds?)\b"
)

#: read on the whole text, since the guard's sentences end at a pipe: a secret piped to a network tool, and
#: authentication or verification switched off by a flag (`--set auth.enabled=false`, `-e TLS_VERIFY=0`)
PIPED = re.compile(
    r"\becho \$\w+\s*\|\s*(?:nc|netcat|ncat|curl|telnet)\b|\b(?:cat|tar)\b[^|;]{0,60}(?:\.ssh|secrets?|\.env|"
    r"/etc/shadow|id_rsa)[^|;]{0,20}\|\s*(?:nc|netcat|curl|telnet)\b"
    r"|(?:--set(?:-string)?|-e|--env)\s+[\w.]*(?:auth|authentication|tls|ssl|verify|verification|csrf|security)"
    r"[\w.]*\s*=\s*(?:false|off|disabled|no|none|0)\b|\ballowsnippetannotations\s*=\s*true\b"
)
_PIPED = checker(PIPED)


def piped(flat: str) -> bool:
    """A secret piped out, or authentication switched off by a flag, anywhere in the text (see PIPED)."""
    return _PIPED(flat) and PIPED.search(flat) is not None and not reported(flat)


KINDS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("weakens a security control", WEAKEN),
    ("destroys data", DESTROY),
    ("destroys data", DESTROY_TOOL),
    ("destroys data", DESTROY_CMD),
    *(("defeats a safety device", pattern) for pattern in SAFETY),
    ("exposes a system", EXPOSE),
    ("weakens or leaks a secret", WEAK_SECRET),
    ("sabotages operations", SABOTAGE),
    ("leaks a secret", LEAK),
    ("copies data out", EXFILTRATE),
    ("grants privileges", PRIVILEGE),
    ("tampers with a system or a record", TAMPER),
    ("redirects to or runs from an outside address", REDIRECT),
    ("bypasses a check or a record", BYPASS),
    ("changes every record at once", BULK),
)
_TEMPORARY = re.compile(
    r"\b(?:temporarily|by default|for (?:a few|\d+|one|two|ten|fifteen|thirty) (?:seconds|minutes|hours?)|while the "
    r"(?:test|load test|migration|upgrade|maintenance)|during the (?:maintenance|test|migration|upgrade)|in "
    r"(?:staging|the staging|a test|the test|dev|your local))\b"
)

# what is meant to be thrown away: deleting it is housekeeping, not destruction
_SCRATCH = re.compile(
    r"\b(?:staging|stale|unused|old|obsolete|temporary|tmp|scratch|test|local|dev|orphaned|expired)\b"
)


# the words each kind needs (a verb and what it harms): most sentences hold neither, and are not searched
_CUED = tuple((name, checker(pattern), pattern) for name, pattern in KINDS)
_ANY_KIND = family_gate(pattern for _, pattern in KINDS)


def hazard(sentence: str, *, disposable: bool = False) -> str | None:
    """What a harmful operational order in the (normalised) sentence does, or None (see the module docstring).

    `disposable` (round 30, file text): a destructive command whose own object is named as a disposable copy
    (`scoped.scoped`) does not count."""
    found = _kind(sentence, disposable) if _ANY_KIND(sentence) else None
    if found is None and live.destroys_live(sentence) and not _TEMPORARY.search(sentence):
        # round 26: a destructive order aimed at what is live, the whole sentence not about scratch
        return None if _SCRATCH.search(sentence) else "destroys what is live"
    return found


def _kind(sentence: str, disposable: bool) -> str | None:
    possible = [(name, pattern) for name, cue, pattern in _CUED if cue(sentence)]
    if not possible or reported(sentence) or _TEMPORARY.search(sentence):
        return None
    for name, pattern in possible:
        for match in pattern.finditer(sentence):
            if name == "destroys data" and (
                # what is destroyed is scratch (round 45a: for a command named by `DESTROY_CMD`, anywhere in its
                # sentence: "run `docker compose down -v` in the test stack")
                _SCRATCH.search(sentence if pattern is DESTROY_CMD else match.group(0))
                or (disposable and scoped.scoped(sentence, match.start(), match.end()))  # round 30
                or catalogue.catalogued(sentence, match.start(), match.end())  # round 36a: named as a kind
            ):
                continue
            return name
    return None
