"""Round 47b: a bare step that destroys, disables or hands away is an order with no subject of its own.

A record whose whole text is "Step 3: wipe <someone>'s laptop.", "Then remove <a person> from the family plan.",
"Krok 1: usuń kopie zapasowe ...", "Paso 5: ejecutar `helm uninstall ...`" or "之后把所有告警静音" is a runbook's
step torn from its runbook: nothing around it says what it is about, so what it destroys, switches off or hands
away is whatever the reader holds. No rule read it (it names no AI, no address and often no command), and on the
record path, where no model reads the text, such steps passed. A benign bare step keeps to what is meant to be
thrown away ("Step 6: delete the test bookings", "delete the draft POs older than 90 days"), reports what was done
("Wiped the old laptop"), or does nothing destructive ("Schritt 1: Hauptwasserhahn zudrehen").

`bare_step(sentences, flat)` holds for a short text (at most `BARE` sentences and `BARE_CHARS` characters; a runbook
of its own length is left to the other rules and the model) with

- a sentence that opens with a step label or a sequencer ("Step 4:", "Next:", "Then", "Krok 2:", "Paso 5:",
  "Ensuite", "Em seguida", "手順3：", "之后", "단계 2:" ...) and whose order, at the clause's start after the label
  (anywhere in the step for the languages that put the verb last or write no spaces: German, Dutch, Turkish,
  Chinese, Japanese, Korean), deletes, wipes, revokes, cancels, disables, uninstalls, publishes, shares, uploads
  or transfers, or runs a destructive command; or
- no label, an order that destroys or cancels "all / every" of something, the verb directly before the quantifier;

and the step's object not named disposable (`_SPARED`: test, staging, old, draft, duplicate, cache, "older than"
...: `scoped.DISPOSABLE_WORDS`, the words `scoped` reads in a command's operand names, and what only a sentence
says of its object) nor the verb negated before it.

Round 49c read the same shape in the scripts and labels round 47b did not ("2단계:", "चरण 2:" cut at the danda,
"ধাপ ৩:", "مرحله ۲:", "الخطوة 4:", "שלב 5:", "Bước 2:", "TODO:"), in a short checklist of up to six lines, and
`procedure_step` reads it in a text of any length when the step stands under a step or procedure label ("Step 7:",
"Standard procedure after any review:"): one step of a long page that wipes a whole, a protection or what is live.

Round 50d: a plan shared with the writer's own circle is the step's own business ("Step 3: share the itinerary
with the whole family."): its mark is who receives it (`_PLAN_SHARED`, the step's whole order, nothing else in it).
"""

from __future__ import annotations

import re

from opmem.quarantine.marks import as_read
from opmem.quarantine.scoped import DISPOSABLE_WORDS

#: a bare text: this many sentences and characters at most (round 49c: six sentences, so that a short checklist
#: with its title and the steps around the torn one, "Kids' tablet refresh / Step 3 ... / Step 4 ... / Step 5 ...",
#: is still read; the characters keep it short)
BARE, BARE_CHARS = 6, 280

_NUMBER = r"\s*(?:#?\d+[a-z]?|[ivx]+)\b"
#: a numbered step label at a sentence's start, with what the label may carry before its colon ("Step 2 for the
#: agent:", "Step 9 (agent):", "Krok 1:", "手順3：", "第三步：")
_NUMBERED_LABEL = (
    r"(?:(?:checklist |action |operator checklist |todo |to-do )?(?:step|task|item|stage|phase)|paso|passo|pas|"
    r"etape|etapa|schritt|stap|krok|steg|ad[iı]m|buoc|hakbang|hatua(?: ya)?|skref|zingsnis|fase|faze|vaihe|lepes|"
    r"korak|pasul|шаг|βημα|"
    # round 49c: Indonesian / Malay, Hindi, Bengali, Persian, Arabic, Hebrew (`\d` reads their digits)
    r"langkah|चरण|ধাপ|مرحله|مرحلة|الخطوة|خطوة|שלב)" + _NUMBER + r"[^:.]{0,30}?\s*[:.)\u2014\u2013-]+\s*|"
    r"(?:手順|ステップ|步骤|단계)\s*\d+\s*[:：.、]?\s*|第[一二三四五六七八九十\d]+步\s*[:：、]?\s*|"
    # round 49c: the number before the label (Korean "2단계:"; Hungarian "3. lépés:", whose "3." the sentence
    # cutter strips as a list marker), and Thai "ขั้นตอนที่ 2"
    r"\d+\s*단계\s*[:：.]?\s*|(?:\d+\.\s*)?lepes\s*[:.]\s*|ขั้นตอนที่\s*\d+\s*[:：.]?\s*"
)
_NUMBERED = re.compile(as_read(rf"^(?:{_NUMBERED_LABEL})"))
#: a step label or a sequencer ("Next:", "Then", "Last step of the playbook:", "Ensuite", "之后")
_LABEL = re.compile(
    as_read(
        rf"^(?:{_NUMBERED_LABEL}|"
        r"(?:(?:next|final|last|remaining|following) step(?: [^:]{0,30})?|siguiente paso|proximo passo|etape suivante|"
        r"prochaine etape|nachster schritt|volgende stap|nastepny krok|nasledujici krok|nasta steg|passo successivo|"
        r"next|then|finally|afterwards|after that|now|lastly|luego|despues|a continuacion|em seguida|depois|entao|"
        r"poi|quindi|successivamente|ensuite|puis|enfin|dann|danach|anschliessend|zuletzt|daarna|vervolgens|potem|"
        r"nastepnie|nakonec|pote|sedan|darefter|sonra|ardindan|sau do|pagkatapos|kisha|sidan|tada|paskui|"
        r"selanjutnya|kemudian|setelah itu)\s*[:,\u2014-]?\s+|"
        # round 49c: a to-do label, with its colon ("TODO:", "Việc cần làm:", "À faire :", "할 일:", "待办：")
        r"(?:to do|to-do|todo|action items?|viec can lam|a faire|zu erledigen|por hacer|da fare|do zrobienia|"
        r"yapilacaklar|tarefas|att gora)\s*:\s*|"
        r"(?:次に|続いて|その後|最後に|之后|然后|接着|最后|다음으로|그 다음|이후|"
        r"할 일\s*:|やること\s*[:：]|待办(?:事项)?\s*[:：]|ثم|بعد ذلك|אחר כך|ואז|फिर|उसके बाद|তারপর|سپس|จากนั้น)"
        r"\s*[,，、]?\s*)"
    )
)

#: what a step may do before its order ("please", "for the agent", a "you")
_LEAD = r"(?:please |pls |kindly |you (?:must |should |need to )?|agent: )?"
#: orders whose verb stands at the clause's start (imperative or infinitive), English and the other spaced
#: languages that put the verb first
_FIRST = (
    r"(?:delete|remove|wipe|erase|purge|drop|destroy|revoke|cancel|disable|deactivate|uninstall|unpublish|flush|"
    r"truncate|terminate|mute|silence|unsubscribe|publish|share|upload|transfer|forward|make (?:it |them )?public|"
    r"turn off|switch off|reset|"
    r"elimina|eliminar|borra|borrar|suprime|suprimir|revoca|revocar|cancela|cancelar|desactiva|desactivar|desinstala|"
    r"desinstalar|publica|publicar|comparte|compartir|sube|subir|transfiere|transferir|reenvia|reenviar|vacia|vaciar|"
    r"exclua|excluir|apague|apagar|remova|remover|revogue|revogar|cancele|desative|desativar|desinstale|publique|"
    r"compartilhe|compartilhar|partilhe|partilhar|envie|enviar|transfira|"
    r"eliminare|cancella|cancellare|rimuovi|rimuovere|revocare|disattiva|disattivare|disinstalla|disinstallare|"
    r"pubblica|pubblicare|condividi|condividere|carica|caricare|trasferisci|trasferire|inoltra|inoltrare|svuota|"
    r"svuotare|"
    r"supprime[rz]?|efface[rz]?|retire[rz]?|revoque[rz]?|annule[rz]?|desactive[rz]?|desinstalle[rz]?|publie[rz]?|"
    r"partage[rz]?|televerse[rz]?|transfere[rz]?|transferer|vide[rz]|"
    r"usun|usunac|wymaz|skasuj|anuluj|wylacz|odinstaluj|opublikuj|udostepnij|przeslij|przelej|uniewaznij|wyczysc|"
    r"smazte|smaz|vymazte|vymaz|odstrante|odstran|zruste|zrus|vypnete|vypni|odinstalujte|zverejnete|sdilejte|"
    r"nahrajte|prevedte|preposlete|"
    r"ta bort|radera|rensa|avbryt|sag upp|inaktivera|stang av|avinstallera|publicera|dela|ladda upp|overfor|"
    r"vidarebefordra|tom|"
    r"esborra|suprimeix|cancel·la|cancel-la|comparteix|"
    r"xoa|go bo|huy|tat|vo hieu hoa|chia se|tai len|cong khai|lam trong|"
    r"burahin|tanggalin|alisin|kanselahin|i-disable|patayin|ibahagi|i-upload|ilipat|i-publish|"
    r"futa|ondoa|ghairi|zima|shiriki|pakia|hamisha|chapisha|"
    r"eyddu|eyda|fjarlaegdu|slokktu|deildu|hladdu upp|faerdu|birtu|"
    r"istrinkite|istrink|pasalinkite|atsaukite|isjunkite|bendrinkite|ikelkite|perkelkite|issiuskite|paskelbkite|"
    # round 49c: Vietnamese transfer / send, Hungarian, Indonesian, Arabic, Hebrew
    r"chuyen|gui|torold|torolje|toroljetek|kapcsold ki|kapcsolja ki|kuldd el|kuldje el|utald at|utalja at|"
    r"hapus|hapuskan|kirim|kirimkan|nonaktifkan|matikan|bagikan|pindahkan|"
    r"احذف|امسح|أرسل|حوّل|عطّل|ألغ|מחק|מחקו|שלח|שלחו|העבר|העבירו|בטל|בטלו|כבה|כבו)"
)
#: a verb of running, then a destructive command (in any language that writes its step so)
_RUN = (
    r"(?:run|execute|ejecuta|ejecutar|ejecute|rode|rodar|execute|executar|esegui|eseguire|execute[rz]?|executez|"
    r"lance[rz]?|uruchom|spustte|kor|executa|calistir|chay|patakbuhin|endesha|keyrdu|paleiskite)\b"
)
#: a destructive command or operand
_DESTRUCTIVE_CMD = (
    r"(?:\bdelete\b|\bdestroy\b|\buninstall\b|\bprune\b|\bdrop\b|\bflushall\b|\bflushdb\b|\brm\b|--delete\b|"
    r"\bremove\b|--replicas=0\b|reset --hard\b|\btruncate\b|\buserdel\b|\berase\b|\bfilter-repo\b|down -v\b|"
    r"\bmask\b|\brevoke\b|\bpurge\b|\bwipe\b)"
)
_ORDER_FIRST = re.compile(as_read(rf"^{_LEAD}(?:{_FIRST}\b|{_RUN}[^.]{{0,80}}?{_DESTRUCTIVE_CMD})"))
#: orders of the languages that put the verb last or write no spaces: anywhere in the step
_ORDER_ANYWHERE = re.compile(
    r"\b(?:loschen|entfernen|widerrufen|kundigen|deaktivieren|abschalten|deinstallieren|veroffentlichen|hochladen|"
    r"ubertragen|weiterleiten|leeren|stornieren|verwijder(?:en)?|wissen|intrekken|annuleer|annuleren|uitschakelen|"
    r"publiceer|publiceren|uploaden|sil|silin|kaldir|iptal et|devre disi birak|paylas|yayinla|bosalt)\b"
    r"|削除|删除|删掉|清空|清除|移除|撤销|吊销|禁用|停用|静音|卸载|公开|上传|转发|消去|取り消|無効|外す|外して|"
    r"アンインストール|公開|外部共有|アップロード|転送|삭제|제거|지우|비활성화|해제|공개|업로드|전송"
    # round 49c: Korean send / remit, Hindi, Bengali and Persian (verb last), Thai (no spaces)
    r"|보내|송금|이체|हटा|मिटा|डिलीट|भेज|ट्रांसफर|মুছে|ডিলিট|পাঠা|پاک کن|حذف کن|بفرست|ارسال کن|پیامک کن|انتقال بده|"
    r"واریز کن|غیرفعال کن|ลบ|โอน|ยกเลิก"
)
#: a command run anywhere in the step ("`...` ausführen", "`...` 를 실행", "voer `...` uit")
_RUN_ANYWHERE = re.compile(
    rf"`[^`]{{0,120}}?{_DESTRUCTIVE_CMD}[^`]{{0,120}}`[^`]{{0,40}}(?:ausfuhren|uit|calistir|実行|실행|执行|运行)"
)
#: an order on a whole, the verb directly before its quantifier (no label needed)
_WHOLE = re.compile(
    rf"^{_LEAD}(?P<verb>delete|remove|wipe|erase|purge|destroy|revoke|cancel|disable|refund|unpublish|archive|approve|"
    r"aprobar|aprovar|approva|approuve[rz]?|reembolsar|rembourse[rz]?|"
    r"usun|vymazte|smazte|ta bort|radera|supprime[rz]?|elimina[r]?|borra[r]?|exclua|apague|cancella|verwijder|"
    r"esborra|xoa|futa|burahin|eyddu|istrinkite) (?:all|every|each|wszystkie|vsechny|alla|tous|toutes|todos|todas|"
    r"tutti|tutte|alle|tots|totes|toan bo|tat ca)\b"
)
#: a step that is a destructive command in backticks ("Fase 4: `az group delete -n rg-prod --yes`")
_COMMAND_STEP = re.compile(rf"^`[^`]{{0,160}}?{_DESTRUCTIVE_CMD}")
#: the other languages' verbs of running, opening a bare order on a destructive command ("Voer `zpool destroy
#: tank` uit", "Exécutez `git reset --hard ...`"): what `hazards` reads of an English "run"
_FOREIGN_RUN = re.compile(
    r"^(?:ejecuta|ejecutar|ejecute|rode|rodar|executar|esegui|eseguire|executez|executer|executa|lancez|lancer|"
    r"uruchom|spustte|kor|voer|calistir|chay|patakbuhin|endesha|keyrdu|paleiskite|fuhren sie|fuhre)\s+`[^`]{0,160}?"
    + _DESTRUCTIVE_CMD
)
#: a disposable object, or one scoped to what is meant to be thrown away: `scoped.DISPOSABLE_WORDS` and what a
#: sentence says of its object (unused, expired, failed, drafts, duplicates, "older than", a plain "dev", in the
#: languages read here); `scoped._DISPOSABLE` reads the parts of a command's operand names instead ("build", "dist")
_SPARED = re.compile(
    rf"(?<![a-z0-9])(?:{DISPOSABLE_WORDS}|cached|unused|temporary|local|dev|orphaned|"
    r"expired|failed|dead|drafts?|duplicates?|duplicated|older than|"
    # the same in the other languages read here ("Alte Datenbank löschen", "vider la file en échec")
    r"prueba|pruebas|teste|testes|brouillons?|entwurf|entwurfe|testowe?|testowych|tijdelijke?|concepten|bozza|"
    r"bozze|rascunhos?|borradores?|alte|alten|alter|altes|viejos?|viejas?|antiguos?|antiguas?|velhos?|velhas?|"
    r"antigos?|antigas?|anciens?|anciennes?|vecchi|vecchie|vecchio|vecchia|oude|stare|starych|stary|gamla|gammal|"
    r"eski|fehlgeschlagen|en echec|fallidos?|fallidas?|falhados?|falhadas?|falliti)(?![a-z0-9])"
    r"|テスト|一時|临时|测试|草稿|임시|테스트"
)
#: what makes a step's object more than the step's own business (round 47b): a whole ("all", "every", "--all"),
#: what is live ("prod", "production"), a protection (backups, two-factor, a screen lock, audit, approvals, alerts,
#: a firewall, security) or an exposure (public, private, anyone, external), in the languages read here. A labelled
#: step with none of these ("Step 3: remove the filter", "Schritt 2: den Akku entfernen", "Step 2: share the
#: document with your team") is an ordinary procedure's step.
_MARK = re.compile(
    r"(?<![a-z0-9])(?:all|every|entire|whole|each|todos|todas|tous|toutes|tout|alle|allen|alles|wszystkie|"
    r"wszystkich|caly|cala|cale|kazdy|vsechny|vse|alla|allt|tots|totes|tum|butun|toan bo|tat ca|lahat|yote|zote|"
    r"ollum|allar|visu|visus|tutti|tutte|tutto|ogni|cada|chaque|jede|jeden|elke|"
    r"prod|production|produktion|produccion|producao|produzione|productie|produkcja|produkcji|produkcni|uretim|"
    r"live|"
    r"backups?|back-ups?|sauvegardes?|copias? de seguridad|kopie zapasowe|kopii zapasowych|zalohy|"
    r"sakerhetskopior|yedek|yedekleri|sao luu|mfa|2fa|two-factor|2-step|two-step|screen lock|lock screen|audit|"
    r"auditoria|audyt|protection|protections|firewall|antivirus|encryption|approvals?|monitoring|alerts|alarms|"
    r"alertes|alertas|avisos|security|seguridad|securite|sicherheit|bezpieczenstwa|safety|interlock|cut-off|"
    r"public|publicly|private|anyone|everyone|external|outside|publico|publica|publique|publiquement|offentlich|"
    r"openbaar|publicznie|verejne|offentligt|herkese|--all)(?![a-z0-9])"
    # round 49c: "all" in Hungarian, Indonesian, Korean, Hindi, Bengali, Persian, Arabic, Hebrew,
    # Thai, each with its script's bounds; Vietnamese "hết" only after its verb ("het" is also Dutch's article)
    r"|(?<![a-z0-9])(?:osszes|minden|semua|seluruh)(?![a-z0-9])"
    r"|(?<=xoa |gui )het(?![a-z0-9])|(?<=chuyen )het(?![a-z0-9])|parental controls?"
    r"|(?<![\u0900-\u097f])(?:सब|सभी|सारे|सारी|पूरा|पूरी)(?![\u0900-\u097f])"
    r"|(?<![\u0980-\u09ff])(?:সব|সমস্ত|সকল)(?![\u0980-\u09ff])"
    r"|(?<![\w])(?:همه|تمام|كل|جميع|כל)(?![\w])|전부|모두|ทั้งหมด"
    r"|全|所有|全部|모든|전체|本番|生产|프로덕션|バックアップ|备份|백업|監査|审计|감사|告警|警报|アラート|保護|保护|公開|公开|外部|외부"
)
#: round 50d: a plan of the writer's shared with their own circle, the step's whole order ("share the itinerary with
#: the whole family", "send today's agenda to all the team"): the mark is who receives it, not what is handed over.
#: Nothing else may stand in the step (an address, another clause, "external", "anyone", another object)
_PLAN_SHARED = re.compile(
    rf"^{_LEAD}(?:share|send|forward|e-?mail|circulate|distribute) (?:the |our |this |[\w-]+'s )?"
    r"(?:(?!passwords?|codes?|keys?|tokens?|credentials?|secrets?|accounts?|bank|customers?|clients?|payroll)"
    r"[\w-]+ ){0,2}?"
    r"(?:itinerary|itineraries|plans?|agenda|schedule|timetable|programme|program|minutes|meeting notes) (?:with|to) "
    r"(?:(?:the |our |your )?(?:whole |entire )|all (?:of )?(?:the |our |your )?|every(?:one|body) (?:in|on|of) "
    r"(?:the |our |your )?|the |our |your )?"
    r"(?:family|household|relatives|team|teammates|colleagues|co-?workers|group|class|attendees|participants)[.!]?$"
)
#: a negation before the verb in the languages read anywhere ("nicht löschen", "削除しない")
_DANDA = re.compile(r"[।॥]")
_NEGATED = re.compile(
    r"\b(?:nicht|nie|niemals|kein|keine|niet|nooit|geen|never|not|don't|do not)\b"
    r"|しない|しないで|不要|不得|禁止|하지 마|않|मत |नहीं|না|نکن|نکنید|نفرست|อย่า|ไม่"
)


def _step_order(step: str) -> bool:
    """The step (a sentence without its label) orders a destructive, disabling or handing-away act."""
    if _ORDER_FIRST.search(step) is None:
        if _ORDER_ANYWHERE.search(step) is None and _RUN_ANYWHERE.search(step) is None:
            return False
        if _NEGATED.search(step) is not None:
            return False
    return True


def bare_step(sentences: tuple[str, ...], flat: str) -> bool:
    """A short text (its normalised sentences and flat form) holding a labelled step or an order on a whole that
    destroys, disables or hands away what is not disposable (see the module docstring)."""
    # round 49c: Hindi and Bengali end a sentence with the danda, which the sentence cutter does not cut at
    sentences = tuple(part.strip() for s in sentences for part in _DANDA.split(s) if part.strip())
    if len(sentences) > BARE or len(flat) > BARE_CHARS:
        return False
    for index, sentence in enumerate(sentences):
        label = _LABEL.match(sentence)
        if label is not None and index and _NUMBERED.match(sentence) is None:
            # "Then ..." after a step of the text's own is its procedure going on, not a step torn from one
            label = None
        step = sentence if label is None else sentence[label.end() :]
        if _SPARED.search(sentence) is not None or _PLAN_SHARED.match(step) is not None:
            continue
        marked = _MARK.search(step) is not None
        if label is not None and marked and (_step_order(step) or _COMMAND_STEP.search(step) is not None):
            return True
        whole = _WHOLE.search(step)
        if whole is not None and (label is not None or not whole.group("verb").startswith("remove")):
            # "remove all ..." alone is as often a refactoring ("remove all the unused imports")
            return True
        if label is None and _FOREIGN_RUN.search(sentence) is not None:
            return True
    return False


#: round 49c: a label that names a step of a procedure ("Standard procedure after any review:", "Post-merge step
#: required for every run:", "Next step:", "Cleanup task:", "Operator checklist item:"): a lead of a few words, the
#: step word, up to 60 characters, a colon
_PROCEDURE = re.compile(
    r"^(?:[a-z][a-z -]{0,40}?)?\b(?:step|procedure|maintenance|checklist item|housekeeping|clean-?up)\b[^:]{0,60}:\s*"
)


def procedure_step(sentences: tuple[str, ...]) -> bool:
    """Round 49c: a text of any length holding a sentence under a step or procedure label whose order destroys,
    disables or hands away what the mark says is more than the step's own business ("Step 7: revoke every deploy
    key ..." after a list of three, "Standard procedure after any review: remove all required reviewers ...").

    A runbook's own steps name what they work on and mostly keep to it; the steps read here act on a whole, what is
    live, a protection or an exposure, and nothing in the sentence names it disposable (round 45d: the shape alone is
    shared with benign steps; what the step does is the evidence). A step that is a destructive command counts only
    with the mark inside the command's own backticks: "maintenance (admins only): `... rm -rf .../uploads/* ...`
    clears all uploaded gcode" says what the command does after it, it does not order more."""
    for sentence in sentences:
        label = _NUMBERED.match(sentence) or _PROCEDURE.match(sentence)
        if label is None or _SPARED.search(sentence) is not None:
            continue
        step = sentence[label.end() :]
        if _PLAN_SHARED.match(step) is not None:
            continue
        if _COMMAND_STEP.search(step) is not None:
            if _MARK.search(step[: step.find("`", 1) + 1]) is not None:
                return True
        elif _MARK.search(step) is not None and (_step_order(step) or _WHOLE.search(step) is not None):
            return True
    return False
