"""Imperatives of telling, answering, sending and paying in other languages (round 44a), one list for the readings
that look for an order right after an address to the reader (`relayed`) or at the start of a hidden tag's content
(`orders.tagged`). Normalised as the guard normalises text: lower case, accents dropped.
"""

from __future__ import annotations

#: Italian, French, Spanish, Portuguese, Czech, Polish, Dutch, German and Swedish
FOREIGN_IMPERATIVES = (
    r"(?:rispondi|di|digli|dille|dite|scrivi|consiglia|raccomanda|manda|invia|chiedi|inoltra|condividi|segnala|"
    r"aggiungi|cancella|elimina|paga|recommande|recommandez|dis|dites|reponds|repondez|ecris|envoie|envoyez|demande|"
    r"demandez|indique|conseille|transfere|partage|supprime|ajoute|paie|payez|dile|responde|recomienda|envia|pide|"
    r"pidele|comparte|escribe|indica|borra|diga|diz|responda|recomende|envie|peca|compartilhe|escreva|informe|pague|"
    r"apague|rekni|odpovez|doporuc|posli|napis|sdilej|pozadej|smaz|powiedz|odpowiedz|polec|wyslij|napisz|popros|"
    r"usun|dodaj|zeg|antwoord|stuur|vertel|schrijf|vraag|deel|verwijder|betaal|verwijs|sag|sage|antworte|empfiehl|"
    r"schick|schreib|teile|frag|losche|zahle|uberweise|svara|rekommendera|skicka|skriv|dela|radera|betala)"
)
#: an imperative of those at a clause's start; words that are also nouns or a preposition ("di seguito", "informe
#: mensual", "paga base", "teile") only before whom they tell ("di' al cliente", "dis-lui"). One reading for
#: `orders.tagged` (a tag's content) and `hidden` (a concealed span's clauses)
FOREIGN_ORDER = (
    r"(?:(?:di'?|indica|dis)(?:-lui|-leur|\s+(?:al|alla|all'|ai|a|au|aux)\b)"
    rf"|(?!(?:di|indica|dis|informe|paga|envie|teile|napis|deel)\b){FOREIGN_IMPERATIVES}\b)"
)
