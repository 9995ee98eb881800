import { labelMessages, ABSTRACT_STATUS_LABELS, MAIL_TYPE_LABELS } from '@congress/domain';
// The back office is in Korean for organisers (spec §2); English keeps the same Korean terms
// where the spec fixes them, and plain English elsewhere.
export const en = {
  // The top bar follows the organiser's language (only the menu stays Korean, spec §2).
  'admin.backToSite': 'Back to the site',
  'admin.backToList': 'Back to the list',
  'admin.signedInAs': 'Signed in as {email}',
  'admin.logout': 'Logout',
  'admin.menuLabel': 'Back office menu',
  'admin.page': 'Page {page} of {pages}',
  'admin.any': 'Any',
  'admin.yes': 'Yes',
  'admin.no': 'No',
  'admin.filters': 'Filters',
  'admin.sort': 'Sort',
  'admin.count.members': '{count, plural, =0 {No members} one {# member} other {# members}}',
  'admin.count.dormant':
    '{count, plural, =0 {No dormant accounts} one {# dormant account} other {# dormant accounts}}',
  'admin.count.groups': '{count, plural, =0 {No groups} one {# group} other {# groups}}',
  'admin.count.mails': '{count, plural, =0 {No mails} one {# mail} other {# mails}}',
  'admin.list.working': 'Working…',
  'admin.list.none': 'none',
  'admin.list.from': 'From',
  'admin.list.to': 'To',
  'admin.list.filtersToggle':
    '{active, plural, =0 {Filters} one {Filters (# in use)} other {Filters (# in use)}}',
  'admin.list.reset': 'Clear filters',
  'admin.list.selectPage': 'Select every row on this page',
  'admin.list.selectRow': 'Select {label}',
  'admin.list.actions': 'Actions',
  'admin.list.pages': 'Pages',
  'admin.list.firstPage': 'First page',
  'admin.list.previousPage': 'Previous page',
  'admin.list.nextPage': 'Next page',
  'admin.list.lastPage': 'Last page',
  'admin.list.andMore': 'and {count, plural, one {# more} other {# more}}',
  'admin.list.leftOut':
    '{count, plural, one {# selected row is left out:} other {# selected rows are left out:}}',
  'admin.list.failedCount': '{count, plural, one {# failed:} other {# failed:}}',
  'admin.list.sortAsc': '{column}, ascending',
  'admin.list.sortDesc': '{column}, descending',
  'admin.list.retry': 'Try again',
  'admin.list.noMatch': 'Nothing matches these filters.',
  'admin.list.empty': 'Nothing here yet.',
  'admin.list.bulkActions': 'Actions on the selected rows',
  'admin.list.selected': '{count, plural, =0 {None selected} one {# selected} other {# selected}}',
  'admin.list.clearSelection': 'Clear selection',
  'admin.list.selectHint': 'Tick rows to act on them.',
  'admin.export.working': 'Exporting…',
  'admin.export.selected': 'Export the {count, plural, one {selected row} other {# selected rows}} to Excel',
  'admin.export.progress': 'Export progress',
  'admin.export.received': '{kb} KB received',
  'admin.export.done': 'Downloaded {file}.',
  'admin.export.cancelled': 'Export cancelled.',
  'admin.pageSize': 'Per page',
  'admin.exportExcel': 'Export to Excel',
  'admin.block': 'Block',
  'admin.unblock': 'Unblock',
  'admin.delete': 'Delete',
  'admin.restore': 'Restore',
  'admin.users.state': 'State',
  'admin.users.invited': 'Invited',
  'admin.users.blocked': 'Blocked',
  'admin.users.deleted': 'Deleted',
  'admin.users.detail': 'Member {id}: {name}',
  'admin.users.confirmed': 'E-mail address confirmed',
  'admin.users.confirmedYes': 'Yes',
  'admin.users.confirmedNo': 'Not yet (no mails but the confirmation are sent)',
  'admin.dormant.intro':
    'Accounts without a login for a year (or never used for a year since sign-up). Block or delete the ones that should no longer sign in.',
  'admin.groups.title': 'Title',
  'admin.groups.type': 'Type',
  'admin.groups.free': 'Free registration',
  'admin.groups.create': 'Add group',
  'admin.mail.type': 'Type',
  'admin.mail.title': 'Subject',
  'admin.mail.to': 'To',
  'admin.mail.sent': 'Delivered',
  'admin.mail.queued': 'Queued',
  ...labelMessages('admin.mail.type.', MAIL_TYPE_LABELS, 'en'),
  'admin.members.you': 'This is you',
  'admin.members.openDetail': 'Open the profile of {name}',
  'admin.members.notYourself': 'your own account is never changed from a list',
  'admin.members.isDeleted': 'deleted',
  'admin.members.confirm.block.title': 'Block this member?',
  'admin.members.confirm.block.text': '{name} will no longer be able to log in until unblocked.',
  'admin.members.confirm.unblock.title': 'Unblock this member?',
  'admin.members.confirm.unblock.text': '{name} will be able to log in again.',
  'admin.members.confirm.delete.title': 'Delete this member?',
  'admin.members.confirm.delete.text':
    '{name} will be deleted and can no longer log in. The account can be restored later: set the Deleted filter to Yes and press Restore.',
  'admin.members.confirm.restore.title': 'Restore this member?',
  'admin.members.confirm.restore.text': '{name} will be restored and can log in again.',
  'admin.members.done.block': '{name} is blocked.',
  'admin.members.done.unblock': '{name} is unblocked.',
  'admin.members.done.delete': '{name} is deleted. Restore it from the Deleted filter if needed.',
  'admin.members.done.restore': '{name} is restored.',
  'admin.members.bulk.delete': 'Delete',
  'admin.members.bulk.delete.title':
    '{count, plural, =0 {Delete members} one {Delete # member?} other {Delete # members?}}',
  'admin.members.bulk.delete.text':
    '{count, plural, =0 {None of the selected members can be deleted.} one {This member will be deleted and can no longer log in (restorable with the Deleted filter):} other {These # members will be deleted and can no longer log in (restorable with the Deleted filter):}}',
  'admin.members.bulk.delete.confirm': '{count, plural, one {Delete # member} other {Delete # members}}',
  'admin.members.bulk.delete.done':
    '{count, plural, =0 {No member was deleted.} one {# member deleted.} other {# members deleted.}}',
  'admin.members.bulk.group': 'Change group',
  'admin.members.bulk.group.title':
    '{count, plural, =0 {Change group} one {Move # member to another group?} other {Move # members to another group?}}',
  'admin.members.bulk.group.text':
    '{count, plural, =0 {None of the selected members can be moved.} one {This member leaves every group and joins the group(s) of the type you choose:} other {These # members leave every group and join the group(s) of the type you choose:}}',
  'admin.members.bulk.group.confirm': '{count, plural, one {Move # member} other {Move # members}}',
  'admin.members.bulk.group.done':
    '{count, plural, one {# member is} other {# members are}} now in the {type} group(s): {names}.',
  'admin.members.bulk.mail': 'Send mail',
  'admin.members.bulk.mail.title':
    '{count, plural, =0 {Send mail} one {Write to # member} other {Write to # members}}',
  'admin.members.bulk.mail.text':
    '{count, plural, =0 {None of the selected members can receive mail.} one {One mail goes to this member (it appears in the mail log):} other {One mail goes to each of these # members (each appears in the mail log):}}',
  'admin.members.bulk.mail.confirm': '{count, plural, one {Send # mail} other {Send # mails}}',
  'admin.members.bulk.mail.done':
    '{count, plural, =0 {No mail was queued.} one {# mail queued for sending.} other {# mails queued for sending.}}',
  'admin.mail.text': 'Text',
  'admin.mail.intro': 'Every mail the platform sent or queued. Select a subject to read the mail.',
  'admin.groups.moveTo': 'Group type to move them into',
  'admin.groups.chooseType': 'Choose a group type',
  'admin.groups.created': 'Group “{title}” ({type}) added.',
  'admin.groups.typeHint': 'Moving members by type puts them in every group of that type.',
  'admin.groups.moveHint':
    'To move members into a group, select them in the <link>member list</link> and choose “Change group”.',
  'admin.groups.bulk.delete': 'Delete',
  'admin.groups.bulk.delete.title': '{count, plural, one {Delete # group?} other {Delete # groups?}}',
  'admin.groups.bulk.delete.text':
    '{count, plural, one {This group will be deleted; its members stay members, in no group of it:} other {These # groups will be deleted; their members stay members, in no group of them:}}',
  'admin.groups.bulk.delete.confirm': '{count, plural, one {Delete # group} other {Delete # groups}}',
  'admin.groups.bulk.delete.done':
    '{count, plural, =0 {No group was deleted.} one {# group deleted: {names}.} other {# groups deleted: {names}.}}',
  'admin.menuButton': 'Menu',
  'admin.notFound.title': 'Page not found',
  'admin.notFound.text':
    'There is no back-office page at this address. Choose a page in the menu, or go to the member list.',
  'admin.notFound.members': 'Go to the member list',
  // abstract/abstractData
  'admin.count.abstracts': '{count, plural, =0 {No abstracts} one {# abstract} other {# abstracts}}',
  ...labelMessages('admin.abstracts.status.', ABSTRACT_STATUS_LABELS, 'en'),
  'admin.abstracts.status.to': 'New status',
  'admin.abstracts.status.choose': 'Choose a status',
  'admin.abstracts.status.notify': 'Mail each presenter about the new status',
  'admin.abstracts.isDeleted': 'deleted',
  'admin.abstracts.bulk.status': 'Change status',
  'admin.abstracts.bulk.status.title':
    '{count, plural, =0 {Change status} one {Change the status of # abstract?} other {Change the status of # abstracts?}}',
  'admin.abstracts.bulk.status.text':
    '{count, plural, =0 {None of the selected abstracts can change status.} one {This abstract will get the status chosen below:} other {These # abstracts will get the status chosen below:}}',
  'admin.abstracts.bulk.status.confirm':
    '{count, plural, one {Change # abstract} other {Change # abstracts}}',
  'admin.abstracts.bulk.status.done':
    '{count, plural, =0 {No abstract was changed to {status}.} one {# abstract is now {status}.} other {# abstracts are now {status}.}}',
  'admin.abstracts.bulk.status.refused': '{name}: not changed, {from} cannot become {status}',
  'admin.abstracts.bulk.delete': 'Delete',
  'admin.abstracts.bulk.delete.title':
    '{count, plural, =0 {Delete abstracts} one {Delete # abstract?} other {Delete # abstracts?}}',
  'admin.abstracts.bulk.delete.text':
    '{count, plural, =0 {None of the selected abstracts can be deleted.} one {This abstract will be deleted (still listed with the Deleted filter):} other {These # abstracts will be deleted (still listed with the Deleted filter):}}',
  'admin.abstracts.bulk.delete.confirm':
    '{count, plural, one {Delete # abstract} other {Delete # abstracts}}',
  'admin.abstracts.bulk.delete.done':
    '{count, plural, =0 {No abstract was deleted.} one {# abstract deleted.} other {# abstracts deleted.}}',
};
