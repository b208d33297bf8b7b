"""Round 44b: money paid to an account and a credential handed on, read in English and in other languages.

`actions` reads a payment as a money verb opening a clause, an amount and a payee; it knew amounts written the
English way ("$40", "€150", "300 usd") and payees named by a word ("account", "IBAN", "PayPal"). A payment asked
for in most of Europe writes its amount with the currency after the number or in a local unit ("600 €", "300 zł",
"5 000 kr", "20.000 TL") and its payee as the number itself: an IBAN in groups of four, an account number in
groups ("12 1140 2004 ...", "8327-9, 994 112 388-1", "60-16-13 / 38820541"), or a payment app and a phone number
("via Swish till 073-412 88 19", "por Bizum al 622 310 948", "BLIKiem na numer ..."). `AMOUNT` and `PAYEE` are
those forms; `actions._MONEY` and `actions._PAYEE` take them in, and `MONEY` reads the order in other languages:
a money verb opening a clause (after a step label, a polite word or "and"), or last after a polite word in Dutch,
German and Polish ("graag de betaling van 89 euro naar NL44 ... doorzetten"), with an amount and a payee in the
same clause. A statement of what was paid has no verb of these forms at a clause's start ("we hebben 89 euro
overgemaakt", "the tenant paid 600 € to ...").

`CREDENTIAL` is a password, a PIN, a lock or lockbox code, a login or recovery code, a key or a token handed on:
a verb of giving, sending, sharing, posting or pasting opening a clause, and the secret within its clause ("please
send Mr Okafor the alarm panel password", "post the key safe code in the group chat", "het wachtwoord van de kluis
naar de groepschat sturen", "暗証番号を...に送ってください"). What a person is told to keep ("do not share the code")
never reaches it (negated sentences are not asked); a reset link, a password manager and a password's rules are no
secret handed on ("send the password reset link", "share it through the password manager").

Sentences are normalised as in `guard.normalise` (casefolded, accents dropped; "ł", "ø" kept).
"""

from __future__ import annotations

import re

#: an amount with its currency after the number, or in a local unit (the forms `actions._MONEY` lacked)
AMOUNT = (
    r"(?:\b\d[\d,.' ]{0,12}\s?(?:€|£|\$|₺|₽|₴|₹|円|元|zł|(?:zl|kr|kc|ft|lei|tl|sek|nok|dkk|pln|czk|huf|ron|try|rub|uah|"
    r"inr|yen|rmb|euros?|euro's|zlotych|zloty|kronor|kroner|korun|forint|reais|libras|franken)\b)(?!\w))"
)
#: a payee written as the number itself: an IBAN in groups, an account number in three or more groups (never a date:
#: "2026-03-12"), a payment app
PAYEE = (
    r"(?:\b[a-z]{2}\d{2}(?: ?[a-z0-9]{4}){3,}|(?<![\w-])(?!\d{4}-\d\d-\d\d\b)\d{2,6}(?:(?: ?[-/] ?| )\d{1,6}){2,}|"
    r"\b(?:swish|bizum|blik\w*|vipps|mobilepay|twint|pix|revolut|cash ?app|tikkie|lydia|satispay|m-?pesa|paytm|"
    r"alipay)\b)"
)
_ACCOUNT_WORDS = (
    r"konto\w*|kontoen|rekening\w*|cuenta|compte|conta|conto|rachun\w*|ucet|uctu|tili\w*|hesap\w*|szamla\w*|cont|"
    r"contul|sparkonto\w*|numer\w*|numero|nummer|nr"
)
#: imperatives and infinitives of paying and transferring (Dutch, German, Spanish, French, Italian, Portuguese,
#: Polish, Czech, Swedish, Danish and Norwegian, Finnish, Turkish, Romanian, Hungarian), as normalised
_PAY = (
    r"betaal|betalen|maak over|overmaken|over te maken|doorzetten|overboeken|stort|storten|uberweise|uberweisen|"
    r"zahle|zahlen|bezahle|bezahlen|paga|pague|pagar|transfiere|transfiera|transferir|ingresa|ingrese|ingresar|"
    r"payez|paie|payer|virez|vire|virer|versez|verser|bonifica|bonificare|versa|versare|trasferisci|trasferire|"
    r"ricarica|transfira|deposite|depositar|faca um pix|przelej|przelac|zapłac|zaplac|wpłac|wplac|zaplat|preved|"
    r"posli|betala|swisha|skicka|flytta|for over|overfor|overfør|betal|maksa|siirra|ode|ode et|havale et|yatir|yatır|"
    r"gonder|plateste|transfera|trimite|fizess|fizesd|utalj|utald|reembolsa|rembourse|rimborsa|devuelve|devolva"
)
_STEP = (
    r"(?:(?:step|stap|schritt|paso|passo|etape|krok|steg|trin|adim|adım|vaihe|pas|lepes|lépés|bước|buoc)\s*\d+\s*[:.)\-—–]"
    r"\s*)"
)
_FOREIGN_POLITE = (
    r"(?:por favor|porfa|bitte|s'il vous plait|svp|veuillez|merci de|per favore|per cortesia|graag|alsjeblieft|"
    r"alstublieft|gelieve|prosze|prosimy|prosim|snalla|venligst|vennligst|lutfen|ole hyva|kerem|va rog|"
    r"kannst du|konnen sie|puedes|podrias|peux-tu|pouvez-vous|potresti|puoi|kun je|kunt u|wil je|czy mozesz|"
    r"kan du)"
)
_OPEN = (
    rf"(?:^|[:;,!?>]\s*|\.\s+|\s[-—–]\s+|\b(?:und|dann|y|luego|e|poi|et|puis|en|dan|daarna|och|sedan|og|sa|i|a|"
    rf"potem|ve|ja|si)\s+){_STEP}?(?:{_FOREIGN_POLITE},?\s+)?(?:(?:ora|ahora|jetzt|sofort|nu|teraz|maintenant|"
    rf"agora|hemen|heti|nyt|ja|tambien|auch|aussi|anche|ook|tez|ocksa|ogsa|och) )?"
)
#: what a bill charges for: a payment that names it is the writer's bill ("pay the deposit of 300 PLN to PL18 ...",
#: "überweisen Sie die Anzahlung von 150,00 EUR auf DE21 ...", "Swish the 150 kr for the photo book"), which the
#: model reads; a bare amount sent to a bare account names nothing it pays for
_CHARGE = (
    r"(?:fees?|deposits?|invoices?|bills?|rent|dues|subscriptions?|membership|quote|tuition|fares?|tickets?|"
    r"anzahlung|rechnung\w*|\w*miete|gebuhr\w*|beitrag\w*|kaution|senal|deposito|fianza|factura|cuota|acompte|"
    r"facture|loyer|cotisation|caution|frais|waarborg|borg|factuur|huur|contributie|aanbetaling|sk[lł]adk\w*|faktur\w*|"
    r"czynsz\w*|op[lł]at\w*|zaliczk\w*|avgift\w*|hyra|hyran|depositum|fotobok\w*|quota|fattura|affitto|caparra|"
    r"mensalidade|sinal|aluguel|renda|kira|aidat|fatura|"
    # the receipt or the reference a bill asks to be quoted with the payment ("your member number in the reference")
    r"receipts?|proof of payment|beleg|quittung|recibo|comprovativo|recu|ricevuta|kvitto|referen\w*|"
    r"member(?:ship)? (?:number|no)|numero de socio|mitgliedsnummer|"
    r"verwendungszweck|tytu[lł]\w*|concepto|causale|mededeling|kenmerk|meddelande|ocr|betalningsreferens)"
)
_FOR_NOTHING = rf"(?![^!?;\n]{{0,140}}?\b{_CHARGE}\b)"
_ENGLISH_PAY = r"pay|wire|transfer|send|move|top up|deposit|tip|remit|refund|release"
MONEY = re.compile(
    rf"(?:{_OPEN}|\b(?:please|kindly|pls|then|and|also|now|next|just)\s+){_FOR_NOTHING}(?:{_PAY}|{_ENGLISH_PAY})\b"
    rf"[^!?;\n]{{0,80}}?(?:{AMOUNT}|\b\d[\d.,]*\s?(?:eur|usd|gbp|chf)\b|[$€£]\s?\d)"
    rf"[^!?;\n]{{0,60}}?(?:{PAYEE}|\bcard\b|\b(?:{_ACCOUNT_WORDS})\b[^!?;\n]{{0,12}}\d)"
    # Dutch, German and Polish: the infinitive last, after a polite word
    rf"|\b{_FOREIGN_POLITE}\b{_FOR_NOTHING}[^!?;\n]{{0,60}}?{AMOUNT}[^!?;\n]{{0,40}}?{PAYEE}[^!?;\n]{{0,30}}?"
    r"\b(?:overmaken|doorzetten|overboeken|storten|betalen|uberweisen|zahlen|bezahlen|przelac|zaplacic|zapłacic|"
    r"wplacic|wpłacic)\b"
)

_SECRET = (
    r"(?:(?:admin |administrator |root |wi-?fi |wlan |router |master |new |temporary |one-time )*(?:password|"
    r"passcode|passphrase|pin(?: code)?|login details|credentials)|(?:lockbox|key ?safe|key|door|gate|alarm|"
    r"garage|safe|entry|access|recovery|backup|verification|security|2fa|mfa|one-time|login|otp|sms|room|building|"
    r"locker|padlock) (?:codes?|pins?)|"
    r"(?:api|access|deploy|personal access|ssh|private|signing|webhook|bot) (?:keys?|tokens?)|recovery codes|"
    r"backup codes|"
    # other languages: a password, a code, a PIN
    r"wachtwoord\w*|toegangscode\w*|pincode\w*|passwort\w*|kennwort\w*|zugangscode\w*|contrasena\w*|clave de acceso|"
    r"mot de passe|code d'acces|codice (?:di accesso|pin|d'accesso)|senha\w*|codigo de acesso|hasło|haslo|"
    r"kod dostepu|losenord\w*|adgangskode\w*|passord\w*|pinkode\w*|salasana\w*|sifre\w*|parola\w*|jelszo\w*)"
)
_HAND = (
    r"send|text|give|share|post|paste|forward|e-?mail|dm|message|whatsapp|"
    r"stuur|sturen|geef|geven|deel|delen|plak|plakken|schick\w*|sende|senden|gib|geben|teile|teilen|poste|posten|"
    r"envia|enviar|manda|mandar|comparte|compartir|pega|pegar|dale|envoie|envoyez|envoyer|donne|donnez|partage|"
    r"partagez|colle|collez|invia|inviare|dai|condividi|incolla|envie|compartilhe|cole|wyslij|wyslac|podaj|"
    r"udostepnij|wklej|skicka|ge|dela|klistra in|giv|del|send"
)
#: the machinery around a secret, not the secret: "send the password reset link", "share it in the password manager"
_NOT_SECRET = r"(?![^!?;\n]{0,12}\b(?:reset|manager|vault|policy|rules|requirements|expiry|strength)\b)"
_DUTCH_LAST = r"(?:sturen|versturen|doorsturen|geven|delen|plakken|senden|schicken|geben|teilen|posten|wyslac)"
_PLACE = r"(?:comments?|comment box|chat|group|channel|thread|issue|ticket|e-?mail|slack|teams|whatsapp)"
CREDENTIAL = re.compile(
    rf"(?:{_OPEN}|\b(?:please|kindly|pls|then|and|also|now|next|just|(?:could|can|would|will) you(?: please)?)\s+)"
    rf"(?:{_HAND})\b[^!?;\n]{{0,60}}?(?<!\ba )\b{_SECRET}\b"
    rf"{_NOT_SECRET}"
    # a secret replaced, and the new one posted where others read it
    rf"|\b{_SECRET}\b[^!?;\n]{{0,30}}?\band (?:paste|post|share|send|put)\b[^!?;\n]{{0,40}}?\b{_PLACE}\b"
    # Dutch and German: the verb last
    rf"|\b{_SECRET}\b[^!?;\n]{{0,50}}?\b{_DUTCH_LAST}\s*(?:[.!]|$)"
    # Japanese and Chinese: the code or password, then the verb of sending or telling
    # (not after a prohibition: "请不要把验证码告诉任何人", do not tell anyone the code)
    r"|(?:^|[。！？!?\n，,、：:])(?:(?!不|别|勿|禁止)[^。\n]){0,20}?(?:暗証番号|パスワード|認証コード|確認コード|合鍵|"
    r"鍵の番号|密码|验证码|门禁码)[^。\n]{0,40}?"
    r"(?:送って|送信して|教えて|共有して|伝えて|転送して|发给|发送|告诉|转给)"
)
