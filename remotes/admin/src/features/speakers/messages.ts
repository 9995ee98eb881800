import type { LocaleMessages } from '@congress/i18n';

const en = {
  'admin.count.speakers':
    '{count, plural, =0 {No invited speakers} one {# invited speaker} other {# invited speakers}}',
  'admin.speakers.intro':
    'Members invited as speakers (not deleted, not blocked) and the files they uploaded on the speaker-only upload page.',
  'admin.speakers.files': 'Files',
  'admin.speakers.noFiles': 'No files yet',
  'admin.speakers.file.presentation': 'Presentation',
  'admin.speakers.file.lecture': 'Lecture file',
  'admin.speakers.file.cv': 'CV',
  'admin.speakers.file.photo': 'Photo',
  'admin.speakers.bulk.uninvite': 'Remove invitation',
  'admin.speakers.bulk.uninvite.title':
    '{count, plural, one {Remove the invitation of # speaker?} other {Remove the invitation of # speakers?}}',
  'admin.speakers.bulk.uninvite.text':
    '{count, plural, =0 {No speaker is selected.} one {This member will no longer be an invited speaker (their account and files stay):} other {These # members will no longer be invited speakers (their accounts and files stay):}}',
  'admin.speakers.bulk.uninvite.confirm':
    '{count, plural, one {Remove # invitation} other {Remove # invitations}}',
  'admin.speakers.bulk.uninvite.done':
    '{count, plural, =0 {No invitation was removed.} one {# invitation removed.} other {# invitations removed.}}',
  'admin.speakers.bulk.deleteFiles': 'Delete speaker files',
  'admin.speakers.bulk.deleteFiles.title':
    '{count, plural, one {Delete the files of # speaker?} other {Delete the files of # speakers?}}',
  'admin.speakers.bulk.deleteFiles.text':
    '{count, plural, =0 {None of the selected speakers has files.} one {The uploaded files of this speaker will be removed (they stay invited and can upload again):} other {The uploaded files of these # speakers will be removed (they stay invited and can upload again):}}',
  'admin.speakers.bulk.deleteFiles.confirm':
    '{count, plural, one {Delete the files of # speaker} other {Delete the files of # speakers}}',
  'admin.speakers.bulk.deleteFiles.done':
    '{count, plural, =0 {No files were deleted.} one {The files of # speaker were deleted.} other {The files of # speakers were deleted.}}',
  'admin.speakers.invite.title': 'Invite members as speakers',
  'admin.speakers.invite.search': 'Member e-mail (or part of it)',
  'admin.speakers.invite.find': 'Find members',
  'admin.speakers.invite.results': 'Members not yet invited',
  'admin.speakers.invite.found':
    '{count, plural, =0 {No member who is not yet invited matches.} one {# member matches.} other {# members match (the first 20 are shown).}}',
  'admin.speakers.invite.button':
    '{count, plural, =0 {Invite as speakers} one {Invite # member as speaker} other {Invite # members as speakers}}',
  'admin.speakers.invite.confirmTitle':
    '{count, plural, one {Invite # member as speaker?} other {Invite # members as speakers?}}',
  'admin.speakers.invite.confirmText':
    '{count, plural, one {This member will see the speaker-only upload page:} other {These # members will see the speaker-only upload page:}}',
  'admin.speakers.invite.done':
    '{count, plural, =0 {Nobody was invited.} one {# member invited as speaker.} other {# members invited as speakers.}}',
};

const ko: Record<keyof typeof en, string> = {
  'admin.count.speakers': '{count, plural, =0 {초청 연자가 없습니다} other {초청 연자 #명}}',
  'admin.speakers.intro':
    '연자로 초청된 회원(삭제·차단되지 않은 회원)과 연자 전용 업로드 페이지에서 올린 파일입니다.',
  'admin.speakers.files': '파일',
  'admin.speakers.noFiles': '아직 파일이 없습니다',
  'admin.speakers.file.presentation': '발표 자료',
  'admin.speakers.file.lecture': '강의 자료',
  'admin.speakers.file.cv': '이력서',
  'admin.speakers.file.photo': '사진',
  'admin.speakers.bulk.uninvite': '초청 취소',
  'admin.speakers.bulk.uninvite.title': '{count, plural, other {연자 #명의 초청을 취소할까요?}}',
  'admin.speakers.bulk.uninvite.text':
    '{count, plural, =0 {선택한 연자가 없습니다.} other {다음 회원 #명은 더 이상 초청 연자가 아닙니다 (계정과 파일은 유지됩니다):}}',
  'admin.speakers.bulk.uninvite.confirm': '{count, plural, other {초청 #건 취소}}',
  'admin.speakers.bulk.uninvite.done':
    '{count, plural, =0 {취소된 초청이 없습니다.} other {초청 #건을 취소했습니다.}}',
  'admin.speakers.bulk.deleteFiles': '연자 파일 삭제',
  'admin.speakers.bulk.deleteFiles.title': '{count, plural, other {연자 #명의 파일을 삭제할까요?}}',
  'admin.speakers.bulk.deleteFiles.text':
    '{count, plural, =0 {선택한 연자 중 파일이 있는 연자가 없습니다.} other {다음 연자 #명이 올린 파일이 삭제됩니다 (초청은 유지되며 다시 올릴 수 있습니다):}}',
  'admin.speakers.bulk.deleteFiles.confirm': '{count, plural, other {연자 #명의 파일 삭제}}',
  'admin.speakers.bulk.deleteFiles.done':
    '{count, plural, =0 {삭제된 파일이 없습니다.} other {연자 #명의 파일을 삭제했습니다.}}',
  'admin.speakers.invite.title': '회원을 연자로 초청',
  'admin.speakers.invite.search': '회원 이메일 (일부도 가능)',
  'admin.speakers.invite.find': '회원 찾기',
  'admin.speakers.invite.results': '아직 초청되지 않은 회원',
  'admin.speakers.invite.found':
    '{count, plural, =0 {아직 초청되지 않은 회원 중 일치하는 회원이 없습니다.} other {회원 #명이 일치합니다 (처음 20명 표시).}}',
  'admin.speakers.invite.button': '{count, plural, =0 {연자로 초청} other {회원 #명을 연자로 초청}}',
  'admin.speakers.invite.confirmTitle': '{count, plural, other {회원 #명을 연자로 초청할까요?}}',
  'admin.speakers.invite.confirmText':
    '{count, plural, other {다음 회원 #명에게 연자 전용 업로드 페이지가 열립니다:}}',
  'admin.speakers.invite.done':
    '{count, plural, =0 {초청된 회원이 없습니다.} other {회원 #명을 연자로 초청했습니다.}}',
};

export const messages: LocaleMessages = { en, ko };
