import type { LocaleMessages } from '@congress/i18n';

// general/bbsSetting: the list of posts and a post's form. The rich text editor's and the edit
// forms' texts are the back office's own (i18n/en.ts), since popups and mail templates use them too.
const en = {
  'admin.count.posts': '{count, plural, =0 {No posts} one {# post} other {# posts}}',
  'admin.posts.new': 'New post',
  'admin.posts.newTitle': 'New post',
  'admin.posts.editTitle': 'Edit post',
  'admin.posts.type': 'Type',
  'admin.posts.title': 'Title',
  'admin.posts.author': 'Posted by',
  'admin.posts.authorHint': 'Shown to readers; empty: your name.',
  'admin.posts.content': 'Content',
  'admin.posts.gallery': 'Main image (gallery)',
  'admin.posts.attachments': 'Attached files',
  'admin.posts.attachmentsHint': 'PDF, Word, PowerPoint or images, up to 10 files, 20 MB each.',
  'admin.posts.removeFile': 'Remove {name}',
  'admin.posts.create': 'Publish',
  'admin.posts.uploading': 'Uploading…',
  'admin.posts.imageFailed': 'The image could not be uploaded.',
  'admin.posts.notFound': 'This post does not exist or has been deleted.',
  'admin.posts.bulk.delete': '{count, plural, one {Delete # post} other {Delete # posts}}',
  'admin.posts.bulk.delete.title': '{count, plural, one {Delete this post?} other {Delete # posts?}}',
  'admin.posts.bulk.delete.text':
    '{count, plural, one {This post leaves the site:} other {These # posts leave the site:}}',
  'admin.posts.bulk.delete.confirm': '{count, plural, one {Delete # post} other {Delete # posts}}',
  'admin.posts.bulk.delete.done':
    '{count, plural, =0 {No post was deleted.} one {# post deleted.} other {# posts deleted.}}',
};

// The type makes a missing or extra Korean text a compile error.
const ko: Record<keyof typeof en, string> = {
  'admin.count.posts': '{count, plural, =0 {게시물 없음} other {게시물 #건}}',
  'admin.posts.new': '새 게시물',
  'admin.posts.newTitle': '새 게시물',
  'admin.posts.editTitle': '게시물 수정',
  'admin.posts.type': '유형',
  'admin.posts.title': '제목',
  'admin.posts.author': '작성자',
  'admin.posts.authorHint': '독자에게 표시됩니다. 비워 두면 본인 이름이 표시됩니다.',
  'admin.posts.content': '내용',
  'admin.posts.gallery': '대표 이미지 (갤러리)',
  'admin.posts.attachments': '첨부 파일',
  'admin.posts.attachmentsHint': 'PDF, 워드, 파워포인트 또는 이미지, 최대 10개, 파일당 20 MB.',
  'admin.posts.removeFile': '{name} 삭제',
  'admin.posts.create': '게시',
  'admin.posts.uploading': '업로드 중…',
  'admin.posts.imageFailed': '이미지를 업로드하지 못했습니다.',
  'admin.posts.notFound': '존재하지 않거나 삭제된 게시물입니다.',
  'admin.posts.bulk.delete': '{count, plural, other {#건 삭제}}',
  'admin.posts.bulk.delete.title': '{count, plural, other {게시물 #건을 삭제할까요?}}',
  'admin.posts.bulk.delete.text': '{count, plural, other {다음 게시물 #건이 사이트에서 내려갑니다:}}',
  'admin.posts.bulk.delete.confirm': '{count, plural, other {#건 삭제}}',
  'admin.posts.bulk.delete.done':
    '{count, plural, =0 {삭제된 게시물이 없습니다.} other {게시물 #건이 삭제되었습니다.}}',
};

export const messages: LocaleMessages = { en, ko };
