// The deletion request's two notices (issue 39 §4), in both languages in one mail: to organisers
// when a member asks, to the member when an organiser has acted. Built here, not from a template:
// they state the law's deadline and what was kept, which organisers should not edit away.
import escapeHtml from 'escape-html';
import { DateTime } from 'luxon';

const day = (instant: Date) => DateTime.fromJSDate(instant, { zone: 'Asia/Seoul' }).toFormat('yyyy-MM-dd');

export function requestNoticeToOrganisers(request: {
  memberName: string;
  memberEmail: string;
  reason: string | null;
  dueAt: Date;
  listUrl: string;
}) {
  // dueAt is the start of the Korea-time day after the last day.
  const due = day(new Date(request.dueAt.getTime() - 1));
  const who = `${escapeHtml(request.memberName)} (${escapeHtml(request.memberEmail)})`;
  const reason = request.reason ? `<p>${escapeHtml(request.reason)}</p>` : '';
  return {
    title: `[개인정보 삭제 요청 / Deletion request] ${request.memberName} — ${due}`,
    content: [
      `<p>${who} 회원이 개인정보 삭제를 요청했습니다. 개인정보 보호법 제36조 및 시행령 제43조에 따라 <strong>${due}</strong>까지(요청일로부터 10일 이내) 처리하고 결과를 알려야 합니다.</p>`,
      `<p>${who} asked for their personal data to be deleted. Under PIPA Art. 36 and its Enforcement Decree Art. 43, act on it by <strong>${due}</strong> (within 10 days of the request) and tell the member.</p>`,
      reason,
      `<p><a href="${escapeHtml(request.listUrl)}">${escapeHtml(request.listUrl)}</a></p>`,
    ].join('\n'),
  };
}

export function deletionDoneNotice(outcome: {
  keptPayments: number;
  paymentsKeptUntil: string | null;
  attendanceKeptUntil: string | null;
}) {
  const keptKo: string[] = [];
  const keptEn: string[] = [];
  if (outcome.keptPayments > 0) {
    const until = outcome.paymentsKeptUntil ? day(new Date(outcome.paymentsKeptUntil)) : '';
    keptKo.push(
      `결제 기록 ${outcome.keptPayments}건: 국세기본법 제85조의3 및 법인세법 제116조에 따라 ${until}까지 별도로 보관한 뒤 파기합니다.`,
    );
    keptEn.push(
      `${outcome.keptPayments} payment record(s): kept apart until ${until}, as tax law requires (Framework Act on National Taxes Art. 85-3, Corporate Tax Act Art. 116), then erased.`,
    );
  }
  if (outcome.attendanceKeptUntil) {
    const until = day(new Date(outcome.attendanceKeptUntil));
    keptKo.push(
      `출결 및 연수평점 기록(성명, 면허번호 포함): 평점 이의 신청 및 대한의사협회 확인을 위해 ${until}까지 보관한 뒤 파기합니다.`,
    );
    keptEn.push(
      `Attendance and CME credit records (with your name and licence number): kept until ${until} for credit objections and KMA's checks, then erased.`,
    );
  }
  const list = (items: string[]) =>
    items.length ? `<ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>` : '';
  return {
    title: '[KSP 2024] 개인정보 삭제 완료 / Your personal data has been deleted',
    content: [
      `<p>요청하신 대로 회원 계정과 개인정보(프로필, 비자 초청장 신청, 발송 메일 기록 등)를 삭제했습니다.${keptKo.length ? ' 법령에 따라 보관해야 하는 다음 정보는 보관 기간이 끝날 때까지 분리하여 보관합니다.' : ''}</p>`,
      list(keptKo),
      `<p>As you asked, your account and personal data (profile, visa letter requests, the record of mails sent to you and more) have been deleted.${keptEn.length ? ' What the law requires us to keep is kept apart until its period ends:' : ''}</p>`,
      list(keptEn),
    ].join('\n'),
  };
}
