// One file per language: a page fetches only the texts of the language shown (features/index.ts).
export const en = {
  'signup.submit': 'Create account',
  'signup.done':
    'Welcome! Your account has been created. We sent a link to your e-mail address: open it to confirm the address.',
  'signup.rateLimited':
    'Too many accounts were created from your network or for your e-mail domain in the last hour. Please try again later, or contact the secretariat.',
  'confirm.checking': 'Confirming your e-mail address…',
  'confirm.confirmed': 'Thank you: your e-mail address is confirmed.',
  'confirm.invalid':
    'This confirmation link is not valid: it was already used, has expired or is incomplete.',
  'confirm.toMypage': 'Go to my information',
  'confirm.resendIntro': 'Enter the e-mail address of your account to receive a new link.',
  'confirm.resend': 'Send a new link',
  'confirm.resent': 'If this address has an account waiting for confirmation, a new link is on its way.',
  'find.intro': 'Enter the e-mail address of your account. We will send you a 6-digit verification code.',
  'find.sendCode': 'Send code',
  'find.codeSent':
    'If {email} has an account, a code is on its way. It is valid for {minutes, plural, one {# minute} other {# minutes}}.',
  'find.code': 'Verification code',
  'find.codeHint': 'The 6 digits from the mail.',
  'find.codeResent': 'A new code is on its way to {email}. Only the newest code works.',
  'find.resend': 'Send the code again',
  'find.changeEmail': 'Use another e-mail address',
  'find.checkCode': 'Check code',
  'find.codeFormat': 'Enter the 6 digits of the code.',
  'find.codeWrong': 'This code is not correct or has expired.',
  'find.resetExpired': 'This verification has expired or was already used. Please ask for a new code.',
  'find.change': 'Change password',
  'find.done': 'Your password has been changed. Please log in.',
  'consent.legend': 'Consents',
  'consent.intro':
    'Each consent below is asked on its own. Read how we process personal information in the <link>privacy policy</link>.',
  'consent.required': '(required)',
  'consent.optional': '(optional)',
  'consent.title.COLLECTION': 'Collection and use of personal information',
  'consent.title.KMA_PROVISION': 'Provision to the Korean Medical Association (CME credits)',
  'consent.title.FUTURE_MAILS': 'Mails about future congresses',
  'consent.title.PASSPORT': 'Processing of your passport number (unique identifier)',
  'consent.agree.COLLECTION': 'I agree to the collection and use of my personal information.',
  'consent.agree.KMA_PROVISION': 'I agree to the provision of my licence number and attendance to the KMA.',
  'consent.agree.FUTURE_MAILS': 'I agree to receive mails about future congresses.',
  'consent.agree.PASSPORT': 'I agree to the processing of my passport number for the visa letter.',
  'consent.requiredRefused': 'This consent is required to create an account.',
  'consent.missing': 'Please answer this consent.',
  'consent.stale':
    'This text has just been changed by the secretariat. Please reload the page and read it again.',
};
