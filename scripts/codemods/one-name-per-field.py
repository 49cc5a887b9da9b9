#!/usr/bin/env python3
"""
One-off codemod (issue 26, docs/decisions/0011-one-name-per-field.md): every field keeps the one name the
database column and the JSON API use (`first_name`, `short_id`…), so the camelCase twins are renamed
wherever they appear in code and docs. Re-runnable: it only rewrites whole words.
Run from the repository root: python3 scripts/codemods/one-name-per-field.py
"""
import os
import re
import subprocess

# camelCase twin -> the one name (API and column names; addressOne/addressTwo are already the API's names)
NAMES = """
audio_timeline audio_url author_email author_id availability_confirmed_at created_at email_verified fax_only
first_name first_response flagged_keyword focuses_age homepage_url is_complete is_deleted is_deprecating is_live
is_phone last_name licensed_states max_cost media_duration media_type min_cost not_robot onboarded_letter
online_therapy private_message question_id question_title response_id response_ids short_id tag_id tag_ids
top_issues transcript_full url_tag user_id video_thumb_url video_url
availability_reminded_at availability_reminders content_type deleted_at email_undeliverable_at expires_at is_demo
is_introducing is_national last_error last_seen_at new_email next_attempt_at owner_id password_hash provider_id
reminders_unsubscribed_at reply_to search_text sent_at token_hash undelivered_messages updated_at used_at
window_start
""".split()


def camel(name: str) -> str:
    head, *rest = name.split('_')
    return head + ''.join(part[:1].upper() + part[1:] for part in rest)


RENAMES = {camel(n): n for n in NAMES}
# The contact message's recipient is `recipient_user` in the API; the column follows (migration 0005).
RENAMES['recipientId'] = 'recipient_user'
RENAMES['recipientUser'] = 'recipient_user'
# Derived twins on the profile objects.
RENAMES['topIssueIds'] = 'top_issues'
RENAMES['isFlagged'] = 'flagged'
# Keys of the outbox's meta column follow the same rule (their old rows are rewritten by migration 0005).
RENAMES['contactMessageId'] = 'contact_message_id'

# Names that belong to someone else, left as they are: libraries' options and the backup manifest,
# a file format already written to disk.
KEEP = {
    'registry.contentType': 'registry.contentType',  # prom-client
    'replyTo: email.replyTo ?? undefined': 'replyTo: email.reply_to ?? undefined',  # nodemailer
    'replyTo: email.reply_to ?? undefined': 'replyTo: email.reply_to ?? undefined',
}
KEEP_IN_FILE = {
    'app/platform/backup/backup.server.ts': {'createdAt'},
    'app/platform/backup/backup-restore.test.ts': {'createdAt'},
    'scripts/restore.ts': {'createdAt'},
}
# Playwright's route.fulfill({ contentType }) in the profile-editing specs.
KEEP_IN_FILES = [(re.compile(r'tests/e2e/profile-editing.*\.spec\.ts$'), {'contentType'})]

PATTERN = re.compile(r'\b(' + '|'.join(sorted(RENAMES, key=len, reverse=True)) + r')\b')
ROOTS = ('app/', 'server/', 'scripts/', 'tests/', 'docs/', 'CONTRIBUTING.md', 'README.md')
SKIP = ('docs/decisions/', 'scripts/codemods/')


# Functions that shared a field's twin name keep a name of their own (a function is not a field).
FUNCTIONS = {'is_live': 'isLiveProfile', 'tag_id': 'tagIdOf', 'tag_ids': 'tagIdsOf', 'is_complete': 'isQuizComplete'}
FUNCTION_USE = re.compile(r'(?<![.\w])(' + '|'.join(FUNCTIONS) + r')(?=\()')
FUNCTION_DECLARATION = re.compile(r'\b(function|const) (' + '|'.join(FUNCTIONS) + r')\b(?=\(| = \()')
IMPORT_LIST = re.compile(r'(?:import|export)\s*(?:type\s*)?\{[^}]*\}(?=\s*from|\s*$)', re.S | re.M)


def rename_functions(text: str) -> str:
    text = FUNCTION_USE.sub(lambda m: FUNCTIONS[m.group(1)], text)
    text = FUNCTION_DECLARATION.sub(lambda m: f'{m.group(1)} {FUNCTIONS[m.group(2)]}', text)
    words = re.compile(r'\b(' + '|'.join(FUNCTIONS) + r')\b')
    return IMPORT_LIST.sub(lambda m: words.sub(lambda w: FUNCTIONS[w.group(1)], m.group(0)), text)


def main() -> None:
    files = subprocess.run(['git', 'ls-files'], capture_output=True, text=True, check=True).stdout.split()
    changed = 0
    for path in files:
        if not path.startswith(ROOTS) or path.startswith(SKIP):
            continue
        if not path.endswith(('.ts', '.tsx', '.js', '.md', '.mjs', '.json', '.sh')):
            continue
        with open(path, encoding='utf-8') as f:
            text = f.read()
        keep = KEEP_IN_FILE.get(path, set()).union(*(names for rx, names in KEEP_IN_FILES if rx.search(path)))
        new = text
        for i, old in enumerate(KEEP):
            new = new.replace(old, f'\0KEEP{i}\0')
        new = PATTERN.sub(lambda m: m.group(1) if m.group(1) in keep else RENAMES[m.group(1)], new)
        for i, old in enumerate(KEEP):
            new = new.replace(f'\0KEEP{i}\0', KEEP[old])
        if path.endswith(('.ts', '.tsx')):
            new = rename_functions(new)
        if new != text:
            with open(path, 'w', encoding='utf-8') as f:
                f.write(new)
            changed += 1
    print(f'{changed} files rewritten')


if __name__ == '__main__':
    main()
