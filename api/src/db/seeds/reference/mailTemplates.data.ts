// Default mail templates (both languages) for the eight template types of spec §4.
// Placeholders are column names of the row the mail is about (users, registration_lists…).
import type { MailType } from '@congress/domain';

type Template = { title: string; contents: string };

/** The secretariat line under every mail, in the mail's language. */
export const MAIL_FOOTERS = {
  en: 'KSP 2024 Congress secretariat · Busan, March 2024',
  ko: '대한병리학회 2024 학술대회 사무국 · 부산, 2024년 3월',
} as const;

const frameIn = (locale: keyof typeof MAIL_FOOTERS) => (body: string) =>
  `<div style="font-family:Roboto,Arial,sans-serif;line-height:1.6;color:#1f2430">${body}<p style="color:#5d6475;font-size:13px">${MAIL_FOOTERS[locale]}</p></div>`;
const frame = frameIn('en');
const frameKo = frameIn('ko');

export const MAIL_TEMPLATES: Record<Exclude<MailType, 'MANUAL'>, { en: Template; ko: Template }> = {
  // The confirmation mail (docs/decisions.md): the only mail an unconfirmed address receives. The
  // subject carries no member text; {confirmUrl} and {validHours} are filled by the server.
  SIGN_UP: {
    en: {
      title: 'Confirm your e-mail address for the KSP 2024 Congress',
      contents: frame(
        '<p>Dear {givenName} {familyName},</p><p>An account was created with this e-mail address. To confirm that the address is yours, open this link within {validHours} hours:</p><p><a href="{confirmUrl}">{confirmUrl}</a></p><p>If you did not sign up, ignore this mail: the account stays unconfirmed and this address receives nothing more from it.</p>',
      ),
    },
    ko: {
      title: '대한병리학회 2024 학술대회 이메일 주소를 확인해 주세요',
      contents: frameKo(
        '<p>{name_kr}님,</p><p>이 이메일 주소로 계정이 생성되었습니다. 본인의 주소임을 확인하려면 {validHours}시간 안에 아래 링크를 여세요.</p><p><a href="{confirmUrl}">{confirmUrl}</a></p><p>가입하지 않으셨다면 이 메일을 무시해 주세요. 계정은 확인되지 않은 상태로 남고 이 주소로 더 이상 메일이 발송되지 않습니다.</p>',
      ),
    },
  },
  FIND_PASSWORD: {
    en: {
      title: 'Your verification code: {authcode}',
      contents: frame(
        '<p>Your verification code is <b style="font-size:20px">{authcode}</b>.</p><p>It is valid for {validMinutes} minutes and can be used once. If you did not ask for it, ignore this mail.</p>',
      ),
    },
    ko: {
      title: '인증번호: {authcode}',
      contents: frameKo(
        '<p>인증번호는 <b style="font-size:20px">{authcode}</b> 입니다.</p><p>{validMinutes}분 동안 한 번만 사용할 수 있습니다. 요청하지 않으셨다면 이 메일을 무시해 주세요.</p>',
      ),
    },
  },
  // {whatChanged} (server-made, members.service.ts ACCOUNT_CHANGE_LABELS): "account information", "password" or both, so a
  // password change has its own subject without a ninth template type (spec §4 lists eight).
  USER_INFO_EDIT: {
    en: {
      title: 'Your {whatChanged} was changed',
      contents: frame(
        '<p>Dear {givenName} {familyName},</p><p>Your {whatChanged} (account <b>{email}</b>) was changed. If this was not you, contact the secretariat.</p>',
      ),
    },
    ko: {
      title: '{whatChanged}가 변경되었습니다',
      contents: frameKo(
        '<p>{name_kr}님,</p><p>계정 <b>{email}</b>의 {whatChanged}가 변경되었습니다. 본인이 변경하지 않았다면 사무국에 문의해 주세요.</p>',
      ),
    },
  },
  EVENT_REGISTRATION: {
    en: {
      title: 'Your registration for the KSP 2024 Congress',
      contents: frame(
        '<p>Dear {givenName},</p><p>Your registration ({category}) was received. Fee: {price} {currency}.</p>',
      ),
    },
    ko: {
      title: '대한병리학회 2024 학술대회 등록 안내',
      contents: frameKo(
        '<p>{name_kr}님,</p><p>등록({category})이 접수되었습니다. 등록비: {price} {currency}.</p>',
      ),
    },
  },
  REGISTRATION_EDIT: {
    en: {
      title: 'Your registration was changed',
      contents: frame('<p>Dear {givenName},</p><p>Your registration was updated.</p>'),
    },
    ko: {
      title: '등록 정보가 변경되었습니다',
      contents: frameKo('<p>{name_kr}님,</p><p>등록 정보가 변경되었습니다.</p>'),
    },
  },
  ABSTRACT_REGISTRATION: {
    en: {
      title: 'Abstract received: {title}',
      contents: frame('<p>Dear {givenName},</p><p>We received your abstract “{title}”.</p>'),
    },
    ko: {
      title: '초록 접수: {title}',
      contents: frameKo('<p>{name_kr}님,</p><p>초록 “{title}”이(가) 접수되었습니다.</p>'),
    },
  },
  ABSTRACT_EDIT: {
    en: {
      title: 'Abstract changed: {title}',
      contents: frame('<p>Dear {givenName},</p><p>Your abstract “{title}” was changed.</p>'),
    },
    ko: {
      title: '초록 수정: {title}',
      contents: frameKo('<p>{name_kr}님,</p><p>초록 “{title}”이(가) 수정되었습니다.</p>'),
    },
  },
  PAYMENT_REQUEST: {
    en: {
      title: 'Payment request: {product_name}',
      contents: frame(
        '<p>Dear {user_name},</p><p>Please complete the payment of {total} for {product_name}.</p>',
      ),
    },
    ko: {
      title: '결제 요청: {product_name}',
      contents: frameKo('<p>{user_name}님,</p><p>{product_name} 결제 금액 {total}을(를) 결제해 주세요.</p>'),
    },
  },
  // The company's confirmation of its sponsorship application (no account): {grade} is the
  // grade's label in the mail's language and {price} the server's price with separators.
  SPONSOR_APPLICATION: {
    en: {
      title: 'Your sponsorship application for the KSP 2024 Congress has been received',
      contents: frame(
        '<p>Dear {managerName},</p><p>Thank you for applying to sponsor the KSP 2024 Congress. We have received the application of <b>{companyName_en}</b> for the following package:</p><ul><li>Grade: {grade}</li><li>Amount: KRW {price} (VAT excluded)</li></ul><p>The secretariat will review the application and contact you within five working days to confirm the package and the booth allocation. An invoice and, if requested, the tax invoice will follow the confirmation.</p><p>For any question, reply to this mail or contact the sponsorship desk of the secretariat.</p>',
      ),
    },
    ko: {
      title: '대한병리학회 2024 학술대회 후원 신청이 접수되었습니다',
      contents: frameKo(
        '<p>{managerName}님, 안녕하십니까.</p><p>대한병리학회 2024 학술대회 후원에 신청해 주셔서 진심으로 감사드립니다. <b>{companyName_kr}</b>의 후원 신청이 다음과 같이 접수되었습니다.</p><ul><li>후원 등급: {grade}</li><li>후원 금액: {price}원 (부가세 별도)</li></ul><p>사무국에서 신청 내용을 검토한 뒤 영업일 기준 5일 이내에 후원 확정 및 부스 배정에 관해 연락드리겠습니다. 후원 확정 후 청구서와 (요청하신 경우) 세금계산서를 발행해 드립니다.</p><p>문의 사항은 이 메일에 회신하시거나 사무국 후원 담당자에게 연락해 주십시오.</p>',
      ),
    },
  },
  // The decision on a member's visa invitation letter request: {status} is the decision's label in
  // the mail's language; {letter_number} (approved) and {reason} (rejected) are "—" otherwise.
  VISA_LETTER_DECISION: {
    en: {
      title: 'Your visa invitation letter request for the KSP 2024 Congress: {status}',
      contents: frame(
        '<p>Dear {givenName} {familyName},</p><p>The secretariat has reviewed your request for a visa invitation letter for the KSP 2024 Congress (Busan, 21–23 March 2024).</p><ul><li>Decision: <b>{status}</b></li><li>Letter reference: {letter_number}</li><li>Reason: {reason}</li></ul><p>An approved letter can be downloaded as a PDF from My registration: <a href="{myRegistrationUrl}">{myRegistrationUrl}</a>. If your request was rejected, you can correct your passport details there and send it again.</p>',
      ),
    },
    ko: {
      title: '대한병리학회 2024 학술대회 비자 초청장 신청 결과: {status}',
      contents: frameKo(
        '<p>{name_kr}님, 안녕하십니까.</p><p>사무국에서 대한병리학회 2024 학술대회(부산, 2024년 3월 21~23일) 비자 초청장 신청을 검토하였습니다.</p><ul><li>처리 결과: <b>{status}</b></li><li>문서 번호: {letter_number}</li><li>반려 사유: {reason}</li></ul><p>승인된 초청장은 내 등록 페이지에서 PDF로 내려받으실 수 있습니다: <a href="{myRegistrationUrl}">{myRegistrationUrl}</a>. 신청이 반려된 경우 같은 페이지에서 여권 정보를 고쳐 다시 신청하실 수 있습니다.</p>',
      ),
    },
  },
  // Every payment taken and every cancellation: {kind} is "Payment" or "Cancellation" in the mail's
  // language, {amount} the KRW taken or returned; the PDF downloads from My registration.
  PAYMENT_RECEIPT: {
    en: {
      title: 'KSP 2024 Congress receipt {reference}: {kind}',
      contents: frame(
        '<p>Dear {givenName} {familyName},</p><p>Thank you. Your receipt for the KSP 2024 Congress registration is ready.</p><ul><li>Receipt: <b>{reference}</b></li><li>For: {kind}</li><li>Amount: <b>{amount}</b></li></ul><p>Download the receipt (PDF, in English and Korean) from My registration: <a href="{myRegistrationUrl}">{myRegistrationUrl}</a>.</p>',
      ),
    },
    ko: {
      title: '대한병리학회 2024 학술대회 영수증 {reference}: {kind}',
      contents: frameKo(
        '<p>{name_kr}님, 안녕하십니까.</p><p>대한병리학회 2024 학술대회 등록 영수증이 발행되었습니다.</p><ul><li>영수증 번호: <b>{reference}</b></li><li>내역: {kind}</li><li>금액: <b>{amount}</b></li></ul><p>영수증(PDF, 국문·영문)은 내 등록 페이지에서 내려받으실 수 있습니다: <a href="{myRegistrationUrl}">{myRegistrationUrl}</a>.</p>',
      ),
    },
  },
  // A publish moved a presenter's talk: {talk_title} in the mail's language, {old_slot} and
  // {new_slot} as "day, time–time (Korea time), room" in the mail's language.
  PROGRAMME_SLOT_MOVED: {
    en: {
      title: 'KSP 2024 Congress: your presentation has moved',
      contents: frame(
        '<p>Dear {givenName} {familyName},</p><p>The scientific programme of the KSP 2024 Congress has been updated, and the slot of your presentation <b>{talk_title}</b> has changed.</p><ul><li>Before: {old_slot}</li><li>Now: <b>{new_slot}</b></li></ul><p>All times are Korea time (Asia/Seoul). The full programme: <a href="{programmeUrl}">{programmeUrl}</a>. If the new slot does not suit you, please reply to this mail.</p>',
      ),
    },
    ko: {
      title: '대한병리학회 2024 학술대회: 발표 일정이 변경되었습니다',
      contents: frameKo(
        '<p>{name_kr}님, 안녕하십니까.</p><p>대한병리학회 2024 학술대회 학술 프로그램이 수정되어 발표 <b>{talk_title}</b>의 일정이 변경되었습니다.</p><ul><li>변경 전: {old_slot}</li><li>변경 후: <b>{new_slot}</b></li></ul><p>모든 시간은 한국 시간 기준입니다. 전체 프로그램: <a href="{programmeUrl}">{programmeUrl}</a>. 변경된 일정에 발표가 어려우시면 이 메일에 회신해 주십시오.</p>',
      ),
    },
  },
  // A virtual account was issued (issue 27 §2): {bank}, {account_no} and {deadline} (Korean time)
  // are the server's; the registration stays unpaid until the deposit arrives.
  VIRTUAL_ACCOUNT: {
    en: {
      title: 'KSP 2024 Congress: your virtual account for {product_name}',
      contents: frame(
        '<p>Dear {givenName} {familyName},</p><p>Please deposit <b>{amount}</b> for {product_name} into this account:</p><ul><li>Bank: <b>{bank}</b></li><li>Account number: <b>{account_no}</b></li><li>Deposit by: <b>{deadline}</b> (Korean time)</li></ul><p>Your registration is confirmed as paid once the deposit arrives; you will receive a receipt. After the deadline the account closes and you can choose another way to pay in My registration: <a href="{myRegistrationUrl}">{myRegistrationUrl}</a>.</p>',
      ),
    },
    ko: {
      title: '대한병리학회 2024 학술대회 가상계좌 안내: {product_name}',
      contents: frameKo(
        '<p>{name_kr}님, 안녕하십니까.</p><p>{product_name} 등록비 <b>{amount}</b>을(를) 아래 계좌로 입금해 주십시오.</p><ul><li>은행: <b>{bank}</b></li><li>계좌번호: <b>{account_no}</b></li><li>입금 기한: <b>{deadline}</b> (한국 시간)</li></ul><p>입금이 확인되면 결제 완료로 처리되며 영수증을 보내 드립니다. 기한이 지나면 계좌가 닫히며, 내 등록 페이지에서 다른 결제 수단을 선택하실 수 있습니다: <a href="{myRegistrationUrl}">{myRegistrationUrl}</a>.</p>',
      ),
    },
  },
  // A decision on an abstract (issue 25 §3), to the submitter and every author with an address, in
  // their language: {abstract_title}, {decision} and {presentation} (accepted: oral / poster) by
  // name, {comments} the reviewers' comments to the authors, numbered, never a reviewer's name nor a
  // confidential comment; {myAbstractUrl} where the submitter reads them. No tag right before the
  // full stop or particle after a value; (으)로 is chosen at rendering (mail/koreanParticles.ts).
  ABSTRACT_ACCEPTED: {
    en: {
      title: 'KSP 2024 Congress: your abstract has been accepted',
      contents: frame(
        '<p>Dear {givenName} {familyName},</p><p>We are pleased to tell you that the abstract <b>{abstract_title}</b> has been accepted for the KSP 2024 Congress as {presentation}.</p><p>Comments of the reviewers to the authors:</p><div style="white-space:pre-line;border-left:3px solid #c9cfdb;padding-left:12px">{comments}</div><p>The submitter finds the decision and these comments in My abstract: <a href="{myAbstractUrl}">{myAbstractUrl}</a>.</p>',
      ),
    },
    ko: {
      title: '대한병리학회 2024 학술대회: 초록이 채택되었습니다',
      contents: frameKo(
        '<p>{name_kr}님, 안녕하십니까.</p><p>대한병리학회 2024 학술대회에 제출하신 초록이 {presentation}(으)로 채택되었음을 알려 드립니다.</p><p>초록 제목: <b>{abstract_title}</b></p><p>저자에게 전하는 심사위원 의견:</p><div style="white-space:pre-line;border-left:3px solid #c9cfdb;padding-left:12px">{comments}</div><p>제출자는 나의 초록에서 결과와 의견을 확인할 수 있습니다: <a href="{myAbstractUrl}">{myAbstractUrl}</a></p>',
      ),
    },
  },
  ABSTRACT_REJECTED: {
    en: {
      title: 'KSP 2024 Congress: decision on your abstract',
      contents: frame(
        '<p>Dear {givenName} {familyName},</p><p>Thank you for submitting the abstract <b>{abstract_title}</b> to the KSP 2024 Congress. We regret to tell you that it could not be accepted this year.</p><p>Comments of the reviewers to the authors:</p><div style="white-space:pre-line;border-left:3px solid #c9cfdb;padding-left:12px">{comments}</div><p>The submitter finds the decision and these comments in My abstract: <a href="{myAbstractUrl}">{myAbstractUrl}</a>.</p>',
      ),
    },
    ko: {
      title: '대한병리학회 2024 학술대회: 초록 심사 결과 안내',
      contents: frameKo(
        '<p>{name_kr}님, 안녕하십니까.</p><p>대한병리학회 2024 학술대회에 초록을 제출해 주셔서 감사합니다. 아쉽게도 아래 초록은 이번 학술대회에 채택되지 않았음을 알려 드립니다.</p><p>초록 제목: <b>{abstract_title}</b></p><p>저자에게 전하는 심사위원 의견:</p><div style="white-space:pre-line;border-left:3px solid #c9cfdb;padding-left:12px">{comments}</div><p>제출자는 나의 초록에서 결과와 의견을 확인할 수 있습니다: <a href="{myAbstractUrl}">{myAbstractUrl}</a></p>',
      ),
    },
  },
  // An organiser reminds reviewers with open reviews: {open_reviews} how many, {review_end} the end
  // of the review period (Korea time; empty without one), {myReviewsUrl} their list.
  REVIEW_REMINDER: {
    en: {
      title: 'KSP 2024 Congress: {open_reviews} abstract reviews are waiting for you',
      contents: frame(
        '<p>Dear {givenName} {familyName},</p><p>Thank you for reviewing abstracts for the KSP 2024 Congress. {open_reviews} of the abstracts assigned to you still wait for your review. The review period ends {review_end}.</p><p>Your reviews: <a href="{myReviewsUrl}">{myReviewsUrl}</a></p>',
      ),
    },
    ko: {
      title: '대한병리학회 2024 학술대회: 심사할 초록 {open_reviews}편이 남아 있습니다',
      contents: frameKo(
        '<p>{name_kr}님, 안녕하십니까.</p><p>대한병리학회 2024 학술대회 초록 심사에 참여해 주셔서 감사합니다. 배정된 초록 중 {open_reviews}편의 심사가 아직 남아 있습니다. 심사 기간 종료: {review_end}</p><p>나의 심사: <a href="{myReviewsUrl}">{myReviewsUrl}</a></p>',
      ),
    },
  },
  // A burst of wrong passwords on the account (issue 36), to its owner once per window, in their
  // language: {wrong_guesses} in {window_minutes} minutes up to {alert_time} (Korea time).
  LOGIN_ALERT: {
    en: {
      title: 'KSP 2024 Congress: many wrong passwords were tried on your account',
      contents: frame(
        '<p>Dear {givenName} {familyName},</p><p>{wrong_guesses} wrong passwords were tried on your account ({email}) within {window_minutes} minutes, the last at {alert_time}. Further attempts from unfamiliar networks are now slowed down; you can still log in as usual.</p><p>If this was not you, someone may be guessing your password: choose a long password that you use nowhere else (My information, Change password). If you cannot log in, use Find account on the login page.</p>',
      ),
    },
    ko: {
      title: '대한병리학회 2024 학술대회: 계정에 잘못된 비밀번호가 여러 번 입력되었습니다',
      contents: frameKo(
        '<p>{name_kr}님, 안녕하십니까.</p><p>{window_minutes}분 동안 회원님의 계정({email})에 잘못된 비밀번호가 {wrong_guesses}번 입력되었습니다(마지막 시도: {alert_time}). 처음 보는 네트워크에서의 추가 시도는 이제 느리게 처리되며, 회원님은 평소처럼 로그인하실 수 있습니다.</p><p>본인이 시도한 것이 아니라면 누군가 비밀번호를 추측하고 있을 수 있습니다. 다른 곳에서 쓰지 않는 긴 비밀번호로 바꿔 주십시오(내 정보, 비밀번호 변경). 로그인할 수 없으면 로그인 화면의 계정 찾기를 이용해 주십시오.</p>',
      ),
    },
  },
  // A change to a back-office account's second factor (issue 39 §5), to its owner each time, in
  // their language: {factor_change} what changed, in words (a passkey by its name), at
  // {change_time} (Korea time).
  SECOND_FACTOR_CHANGED: {
    en: {
      title: 'KSP 2024 Congress: security notice about the second factor of your account',
      contents: frame(
        '<p>Dear {givenName} {familyName},</p><p>At {change_time}, this happened on your account ({email}):</p><p><b>{factor_change}</b></p><p>If this was you, there is nothing more to do. If it was not, someone else may know your password: contact the congress secretariat at once and change your password (My information, Change password, or Find account or password on the login page). A new password ends every session of the account. Then check your second factors and sessions on the security page of the back office (Second factor and sessions).</p>',
      ),
    },
    ko: {
      title: '대한병리학회 2024 학술대회: 계정의 2단계 인증 보안 알림',
      contents: frameKo(
        '<p>{name_kr}님, 안녕하십니까.</p><p>{change_time}에 회원님의 계정({email})에서 다음과 같은 일이 있었습니다.</p><p><b>{factor_change}</b></p><p>본인이 한 것이라면 따로 하실 일은 없습니다. 본인이 한 것이 아니라면 다른 사람이 비밀번호를 알고 있을 수 있으니, 즉시 사무국에 연락하시고 비밀번호를 바꿔 주십시오(내 정보, 비밀번호 변경 또는 로그인 화면의 아이디/비밀번호 찾기). 비밀번호를 바꾸면 이 계정의 모든 세션이 종료됩니다. 그다음 관리자 페이지의 보안 화면(2단계 인증 및 세션)에서 2단계 인증 수단과 세션을 확인해 주십시오.</p>',
      ),
    },
  },
  // The expected CME credits (issue 26 §3), to each counted attendee when the objection period
  // opens, in their language: {credit_days} one line per scheme and day (date, first and last scan,
  // minutes counted, points, or why none), {credit_totals} per scheme, {objections_close} the
  // deadline (Korea time), {myCreditsUrl} where the member objects.
  CREDITS_EXPECTED: {
    en: {
      title: 'KSP 2024 Congress: your expected CME credits',
      contents: frame(
        '<p>Dear {givenName} {familyName},</p><p>Thank you for attending the KSP 2024 Congress. These are the credits we expect to report for you, computed from your entry and exit scans at the congress desk:</p><div style="white-space:pre-line;border-left:3px solid #c9cfdb;padding-left:12px">{credit_days}</div><p><b>Total:</b></p><div style="white-space:pre-line">{credit_totals}</div><p>If a figure is wrong (for example, you left when the exit desk was closed), please object in My credits until <b>{objections_close}</b>: <a href="{myCreditsUrl}">{myCreditsUrl}</a>. After that date the credits are final and reported to the Korean Medical Association by licence number.</p>',
      ),
    },
    ko: {
      title: '대한병리학회 2024 학술대회: 연수평점 사전 안내',
      contents: frameKo(
        '<p>{name_kr}님, 안녕하십니까.</p><p>대한병리학회 2024 학술대회에 참석해 주셔서 감사합니다. 학술대회장 출입 기록(입장·퇴장 인식)으로 산정한 예정 연수평점을 알려 드립니다.</p><div style="white-space:pre-line;border-left:3px solid #c9cfdb;padding-left:12px">{credit_days}</div><p><b>합계:</b></p><div style="white-space:pre-line">{credit_totals}</div><p>내용이 사실과 다르면(예: 퇴장 시 인식대가 닫혀 있었던 경우) <b>{objections_close}</b>까지 나의 연수평점에서 이의를 신청해 주십시오: <a href="{myCreditsUrl}">{myCreditsUrl}</a> 이 기간이 지나면 평점이 확정되어 면허번호로 대한의사협회에 보고됩니다.</p>',
      ),
    },
  },
};
