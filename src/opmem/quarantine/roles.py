"""Round 45a: a named person, account or address given an owner's or an administrator's role, in several languages.

`actions` reads a role given to a handle ("grant admin to j.doe", "make kasimir a repo owner"); a handle is a word
with a dot, an underscore or digits, so a person named by a plain name, a quoted name or a hyphenated account ("add
user 'river-ops' to the owners group", "invite Priya to the drive as an owner", "grant Tomasz the admin role") and
the same orders in other languages ("ajoutez Camille comme administratrice", "añade a Lucía como propietaria", "请把
李伟 设为管理员") were not read. The shape is a verb of adding, inviting, granting or making at the start of a clause
and, in the same clause, the role itself: "as (an) admin / owner / maintainer", "the owner role", "to the admins
team", "with owner role" (and the same words in French, Spanish, Italian, Portuguese, Dutch, Polish, Turkish,
Chinese, Japanese, Korean, Vietnamese), or write access to a named account. How-to text names no one: "to add
someone as an owner, open Settings" gives the role to "someone", which is not read (`_ANYONE`). Sentences are
normalised as in `guard.normalise`.
"""

from __future__ import annotations

import re

from opmem.quarantine.handover import _ENGLISH_OPEN, _FOREIGN_OPEN, _FOREIGN_POLITE
from opmem.quarantine.marks import as_read

_ROLE = r"(?:admins?|administrators?|owners?|co-?owners?|maintainers?|superusers?|super admins?|org admins?)"
#: who a how-to or a policy gives a role to: anyone, not a person (a user named in quotes is a person)
_ANYONE = (
    r"(?!(?:a |an |the |new |other |more |any |your |their |)(?:someone|somebody|anyone|anybody|users?|people|persons?|"
    r"members?|colleagues?|teammates?|collaborators?|others|them|yourself|themselves|guests?|employees?|staff|"
    r"accounts?)\b(?! ['\"`«]))"
)
_ENGLISH = (
    rf"(?:{_ENGLISH_OPEN}|{_FOREIGN_OPEN})(?:add|invite|grant|give|make|assign|promote|set)\b\s+{_ANYONE}"
    rf"[^!?;\n]{{0,60}}?(?:\bas (?:an? |the |org |repo |group |team |workspace )?{_ROLE}\b|"
    r"\b(?:with |the )(?:the )?(?:admin|administrator|owner|co-?owner|maintainer|superuser) (?:role|rights|"
    r"permissions?|access)\b|\b(?:admin|administrator|owner|maintainer) (?:rights |access )?on (?:the|our|this)\b|"
    r"\bto the (?:[\w'-]+ ){0,2}[`'\"]?(?:admins?|administrators?|owners?|maintainers?)[`'\"]?(?: team| group)\b)"
)
_ROMANCE_ROLE = (
    r"(?:administra[dt](?:eur|rice|or|ora)|amministrat(?:ore|rice)|proprietai?r[eoa]?|propietari[oa]|proprietari[oa]|"
    r"dueñ[oa]|dono|beheerder|eigenaar|wlasciciel\w*|właściciel\w*|administrator\w*|admin)"
)
_FOREIGN = (
    rf"(?:{_FOREIGN_OPEN}|¿(?:{_FOREIGN_POLITE},?\s+)?)(?:(?:merci |pensez |n'oubliez pas )?d')?"
    r"(?:ajout\w*|invit\w*|nomm\w*|donn\w*|accord\w*|promou?v\w*|añad\w*|agreg\w*|da|dale|darle|dar|conced\w*|nombr\w*|hazl[eo]|aggiungi|aggiungere|dai|dagli|"
    r"dalle|concedi|nomina|rendi|adicion\w*|convid\w*|dê|torn\w*|voeg|nodig|geef|maak|dodaj|zaproś\w*|"
    r"nadaj|daj|ustaw|ekle\w*|davet et\w*)\b[^!?;\n]{0,60}?"
    rf"(?:\b(?:comme|como|come|als|jako|rol de|ruolo di|papel de|role de|rechten van|uprawnienia) "
    rf"(?:(?:l'|le |la |el |il |de |d')\s?)?{_ROMANCE_ROLE}\b|"
    # write access to a named account ("concedi accesso in scrittura a lucia-ext")
    r"\b(?:accesso in scrittura|acceso de escritura|acces en ecriture|acesso de escrita|schrijfrechten|"
    r"dostep do zapisu)\b)"
)
#: Chinese, Japanese, Korean, Vietnamese, Turkish: the role and the giving, either order
_SCRIPTS = (
    r"(?:管理员|管理者|所有者|拥有者|オーナー|관리자|소유자)(?:权限|権限|권한)?[^。\n]{0,20}?(?:授予|给|设为|设置为|添加|"
    r"付与|与えて|追加して|招待して|設定して|부여|추가|초대|지정)|"
    r"(?:授予|把|将|给)[^。\n]{0,30}?(?:管理员|所有者)|"
    r"\b(?:cap|trao|chuyen)\b[^.\n]{0,30}?\bquyen (?:quan tri|so huu)\b[^.\n]{0,40}?\b(?:cho|sang)\b|"
    r"\b(?:yonetici|sahip)(?: olarak| yetkisi)\b[^.\n]{0,40}?\b(?:ekle|ver|davet et|ata)\w*"
)
ROLE_GIVEN = re.compile(as_read(f"(?P<order>{_ENGLISH}|{_FOREIGN}|{_SCRIPTS})"))
