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
...) nor the verb negated before it.
"""

from __future__ import annotations

import re

#: a bare text: this many sentences and characters at most
BARE, BARE_CHARS = 3, 280

_NUMBER = r"\s*(?:#?\d+[a-z]?|[ivx]+)\b"
#: a numbered step label at a sentence's start, with what the label may carry before its colon ("Step 2 for the
#: agent:", "Step 9 (agent):", "Krok 1:", "手順3：", "第三步：")
_NUMBERED_LABEL = (
    r"(?:(?:checklist |action |operator checklist |todo |to-do )?(?:step|task|item|stage|phase)|paso|passo|pas|"
    r"etape|etapa|schritt|stap|krok|steg|ad[iı]m|buoc|hakbang|hatua(?: ya)?|skref|zingsnis|fase|faze|vaihe|lepes|"
    r"korak|pasul|шаг|βημα)" + _NUMBER + r"[^:.]{0,30}?\s*[:.)\u2014\u2013-]+\s*|"
    r"(?:手順|ステップ|步骤|단계)\s*\d+\s*[:：.、]?\s*|第[一二三四五六七八九十\d]+步\s*[:：、]?\s*"
)
_NUMBERED = re.compile(rf"^(?:{_NUMBERED_LABEL})")
#: a step label or a sequencer ("Next:", "Then", "Last step of the playbook:", "Ensuite", "之后")
_LABEL = re.compile(
    rf"^(?:{_NUMBERED_LABEL}|"
    r"(?:(?:next|final|last|remaining|following) step(?: [^:]{0,30})?|siguiente paso|proximo passo|etape suivante|"
    r"prochaine etape|nachster schritt|volgende stap|nastepny krok|nasledujici krok|nasta steg|passo successivo|"
    r"next|then|finally|afterwards|after that|now|lastly|luego|despues|a continuacion|em seguida|depois|entao|"
    r"poi|quindi|successivamente|ensuite|puis|enfin|dann|danach|anschliessend|zuletzt|daarna|vervolgens|potem|"
    r"nastepnie|nakonec|pote|sedan|darefter|sonra|ardindan|sau do|pagkatapos|kisha|sidan|tada|paskui)\s*[:,\u2014-]?"
    r"\s+|"
    r"(?:次に|続いて|その後|最後に|之后|然后|接着|最后|다음으로|그 다음|이후)\s*[,，、]?\s*)"
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
    r"istrinkite|istrink|pasalinkite|atsaukite|isjunkite|bendrinkite|ikelkite|perkelkite|issiuskite|paskelbkite)"
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
_ORDER_FIRST = re.compile(rf"^{_LEAD}(?:{_FIRST}\b|{_RUN}[^.]{{0,80}}?{_DESTRUCTIVE_CMD})")
#: orders of the languages that put the verb last or write no spaces: anywhere in the step
_ORDER_ANYWHERE = re.compile(
    r"\b(?:loschen|entfernen|widerrufen|kundigen|deaktivieren|abschalten|deinstallieren|veroffentlichen|hochladen|"
    r"ubertragen|weiterleiten|leeren|stornieren|verwijder(?:en)?|wissen|intrekken|annuleer|annuleren|uitschakelen|"
    r"publiceer|publiceren|uploaden|sil|silin|kaldir|iptal et|devre disi birak|paylas|yayinla|bosalt)\b"
    r"|削除|删除|删掉|清空|清除|移除|撤销|吊销|禁用|停用|静音|卸载|公开|上传|转发|消去|取り消|無効|外す|外して|"
    r"アンインストール|公開|外部共有|アップロード|転送|삭제|제거|지우|비활성화|해제|공개|업로드|전송"
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
#: a disposable object, or one scoped to what is meant to be thrown away
_SPARED = re.compile(
    r"(?<![a-z0-9])(?:staging|stale|unused|old|obsolete|temporary|temp|tmp|scratch|tests?|testing|local|dev|orphaned|"
    r"expired|failed|dead|drafts?|duplicates?|duplicated|cache[sd]?|sandbox|demo|older than|"
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
    r"|全|所有|全部|모든|전체|本番|生产|프로덕션|バックアップ|备份|백업|監査|审计|감사|告警|警报|アラート|保護|保护|公開|公开|外部|외부"
)
#: a negation before the verb in the languages read anywhere ("nicht löschen", "削除しない")
_NEGATED = re.compile(
    r"\b(?:nicht|nie|niemals|kein|keine|niet|nooit|geen|never|not|don't|do not)\b"
    r"|しない|しないで|不要|不得|禁止|하지 마|않"
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
    if len(sentences) > BARE or len(flat) > BARE_CHARS:
        return False
    for index, sentence in enumerate(sentences):
        label = _LABEL.match(sentence)
        if label is not None and index and _NUMBERED.match(sentence) is None:
            # "Then ..." after a step of the text's own is its procedure going on, not a step torn from one
            label = None
        step = sentence if label is None else sentence[label.end() :]
        if _SPARED.search(sentence) is not None:
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
