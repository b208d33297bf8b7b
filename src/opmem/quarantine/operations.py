"""Round 47d: imperatives of a business operation on records, in English and other languages (normalised as the guard
normalises text: lower case, accents dropped).

What an order smuggled into a record asks its processing agent to do is an operation of the system the record lives
in: approve a purchase order, refund to another card, pay or release a payment, change the bank details, grant a
role, reassign an owner, cancel or close, mark paid, move a stage, escalate. A person's note carries such verbs too
("please approve the timesheets by Friday"), so no reading refuses on these verbs alone: `processors` wants them
right after an address to whoever processes the record, `automated` right after a notice of an automated or admin
source or inside a comment or an instruction-named key.
"""

from __future__ import annotations

#: English imperatives of an operation on records; "leave ... out", "skip", "use" as the processor's own choices
ENGLISH = (
    r"(?:approve|refund|pay|release|credit|debit|transfer|wire|remit|grant|give|reassign|assign|cancel|close|delete|"
    r"remove|drop|mark|set|update|change|switch|apply|ship|upgrade|downgrade|escalate|book|accept|issue|process|move|"
    r"transition|clear|unpublish|publish|reset|add|invite|send|forward|export|copy|share|skip|waive|reactivate|unlock|"
    r"disable|create|record|tag|leave|use|email|e-mail|reply|tell|say|rate|score|put|raise|extend|reverse|void|"
    r"re-?send|re-?run|rerun|merge|push|rotate|paste|post|grant|confirm|authori[sz]e|override|bypass|exempt|"
    r"reimburse|deposit|reroute|redirect|block|unblock|suspend|restore|verify|whitelist|allowlist)"
)
#: what a notice of an automated source orders (`automated`): the operations on records of `ENGLISH`, not the verbs
#: a real notice tells its user ("use", "add", "copy", "reply", "verify", "create", "reset")
NOTICED = (
    r"(?:approve|refund|pay|release|credit|transfer|wire|remit|grant|reassign|cancel|mark|set(?! up)|update|change|"
    r"switch|apply|ship|upgrade|escalate|accept|issue|process|move|transition|clear|unpublish|reverse|void|reimburse|"
    r"deposit|waive|authori[sz]e|send|forward|export)"
)
#: the same in other languages, imperatives of the polite and familiar forms (Spanish, Catalan, Portuguese, French,
#: Italian, German, Dutch, Swedish, Danish and Norwegian, Polish, Czech and Slovak, Croatian, Romanian, Indonesian,
#: Tagalog, Swahili, Estonian, Vietnamese without its marks)
FOREIGN = (
    r"(?:aprueba|apruebe|autoriza|autorice|reembolsa|reembolse|devuelve|devuelva|paga|pague|transfiere|transfiera|"
    r"cambia|cambie|actualiza|actualice|procesa|procese|cancela|cancele|elimina|elimine|borra|borre|marca|marque|"
    r"envia|envie|concede|conceda|anade|anada|asigna|asigne|"
    r"aprova|aprovi|canvieu|canvia|actualitzeu|retorneu|retorna|"
    r"aprove|reembolse|devolva|transfira|altere|troque|atualize|processe|cancele|marque|conceda|adicione|"
    r"approuvez|approuve|remboursez|rembourse|payez|virez|modifiez|changez|annulez|supprimez|validez|accordez|"
    r"mettre a jour|mettez a jour|envoyez|ajoutez|"
    r"approva|approvate|rimborsa|rimborsate|trasferisci|modifica|cambia|annulla|elimina|aggiungi|concedi|segna|"
    r"genehmige|genehmigen sie|erstatte|erstatten sie|uberweise|uberweisen sie|andere|andern sie|storniere|"
    r"stornieren sie|gib|geben sie|fuge|fugen sie|setze|setzen sie|ubernehmen sie|ubernimm|"
    r"keur|goedkeuren|betaal|wijzig|verander|annuleer|verwijder|zet|geef|voeg|stuur|"
    r"godkann|godkjenn|godkend|aterbetala|refunder|betala|betal|andra|endre|ge|gi|giv|stang|steng|slett|"
    r"radera|skicka|send|"
    r"zatwierdz|zwroc|przelej|zmien|anuluj|usun|przyznaj|nadaj|dodaj|wyslij|"
    r"schval|schvalte|vrat|vratte|zmen|zmente|zrus|zruste|udel|pridej|posli|"
    r"odobri|odobrite|vrati|vratite|promijeni|promenite|posalji|"
    r"aproba|aprobati|rambursati|schimba|schimbati|anuleaza|trimite|"
    r"setujui|kembalikan|ubah|ganti|batalkan|hapus|kirim|transfer|tandai|berikan|"
    r"ibalik|aprubahan|palitan|ipadala|burahin|"
    r"rudisha|idhinisha|badilisha|futa|tuma|agiza|"
    r"kinnita|tagasta|muuda|tuhista|saada|"
    r"chuyen tien|chuyen khoan|hoan tien|phe duyet|cap quyen|huy|xoa|gui)"
)
