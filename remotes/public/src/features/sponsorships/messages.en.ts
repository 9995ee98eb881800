// One file per language: a page fetches only the texts of the language shown (features/index.ts).
export const en = {
  'sponsor.intro':
    'The 1st Congress and International Symposium of the Korean Society of Pathologists 2024 brings about 1,200 pathologists, clinicians, nutrition scientists and laboratory specialists to Busan in March 2024 under the theme of precision nutrition. The Organising Committee invites companies in diagnostics, digital pathology, laboratory equipment, pharmaceuticals and clinical nutrition to meet them as sponsors and exhibitors.',
  'sponsor.facts':
    'All exhibition booths are in the hall in front of the main lecture hall, where coffee breaks and the poster session take place. Booths are allocated by grade and, within a grade, in the order in which full payment is received.',
  'sponsor.grade': 'Grade',
  'sponsor.price': 'Amount (KRW)',
  'sponsor.benefits': 'Benefits',
  'sponsor.krw': 'KRW {amount}',
  'sponsor.grade.DIAMOND': 'Diamond',
  'sponsor.grade.PLATINUM': 'Platinum',
  'sponsor.grade.GOLD': 'Gold',
  'sponsor.grade.SILVER': 'Silver',
  'sponsor.grade.BRONZE': 'Bronze',
  'sponsor.grade.GARNET': 'Garnet',
  'sponsor.grade.AD_GRADE1': 'Advertisement: back cover (inside)',
  'sponsor.grade.AD_GRADE2': 'Advertisement: inner page',
  'sponsor.benefits.DIAMOND':
    'Two double booths (6 × 3 m) facing the lecture hall doors; a 20-minute luncheon symposium; logo on the main stage backdrop, website and name badges; full-page colour advertisement in the programme book; 6 complimentary registrations.',
  'sponsor.benefits.PLATINUM':
    'One double booth (6 × 2 m) in the front row; a 15-minute satellite session; logo on the backdrop and website; full-page advertisement in the programme book; 4 complimentary registrations.',
  'sponsor.benefits.GOLD':
    'One booth (3 × 2 m) along the side wall; logo on the website and the sponsor board; half-page advertisement; 3 complimentary registrations.',
  'sponsor.benefits.SILVER':
    'One booth (3 × 2 m) along the side wall; logo on the website and the sponsor board; 2 complimentary registrations.',
  'sponsor.benefits.BRONZE':
    'One booth (3 × 2 m) in the centre row; company name on the website and sponsor board; 1 complimentary registration.',
  'sponsor.benefits.GARNET':
    'One table-top booth (2 × 1.5 m); company name on the website and sponsor board.',
  'sponsor.benefits.AD_GRADE1':
    'Full-page colour advertisement on the inside of the back cover of the programme book.',
  'sponsor.benefits.AD_GRADE2': 'Full-page colour advertisement on an inner page of the programme book.',
  'sponsor.sponsorships': 'Sponsorship packages',
  'sponsor.advertisements': 'Programme book advertisements',
  'sponsor.vat':
    'Amounts are in Korean won and exclude 10% VAT. One company may combine a sponsorship package with an advertisement by sending one application for each.',
  'sponsor.howTo': 'How to apply',
  'sponsor.step1':
    'Fill in the online sponsorship form; no account is needed. Attach the business registration certificate and, if you have one, your signed sponsorship agreement (PDF or image, at most 5 MB each).',
  'sponsor.step2':
    'You receive a confirmation e-mail at once. The secretariat reviews the application and confirms the package within five working days.',
  'sponsor.step3':
    'After confirmation you receive the invoice and, if requested, the Korean tax invoice. Payment is made by bank transfer according to the schedule you choose.',
  'sponsor.step4':
    'Booth numbers are allocated once full payment is received; confirmed sponsors appear on the Sponsors page.',
  'sponsor.applyNow': 'Apply for sponsorship',
  'sponsor.contactTitle': 'Sponsorship desk',
  'sponsor.contact':
    'For questions about packages, booth allocation or invoices, contact the sponsorship desk of the congress secretariat on weekdays from 9:00 to 18:00 (Korea time).',

  'sponsorForm.intro':
    'Companies apply here without an account. The amount is set by the grade you choose; the secretariat confirms each application by e-mail.',
  'sponsorForm.section.company': 'Company',
  'sponsorForm.section.manager': 'Person in charge',
  'sponsorForm.section.package': 'Sponsorship package',
  'sponsorForm.section.tax': 'Tax invoice',
  'sponsorForm.section.documents': 'Documents',
  'sponsorForm.companyName_en': 'Company name (English)',
  'sponsorForm.companyName_kr': 'Company name (Korean)',
  'sponsorForm.bizNumber': 'Business registration number',
  'sponsorForm.bizNumber.hint': '10 digits, or 000-00-00000 (Korean companies).',
  'sponsorForm.homepage': 'Homepage',
  'sponsorForm.homepage.hint': 'Starting with https://',
  'sponsorForm.address': 'Address',
  'sponsorForm.managerName': 'Name',
  'sponsorForm.email': 'E-mail',
  'sponsorForm.mobilePhone': 'Mobile phone',
  'sponsorForm.phone': 'Office phone',
  'sponsorForm.phone.hint': 'Digits and hyphens, e.g. 010-1234-5678.',
  'sponsorForm.grade': 'Grade',
  'sponsorForm.amount': 'Amount for this grade: {price} (VAT excluded).',
  'sponsorForm.partnership': 'Partnership or co-sponsorship',
  'sponsorForm.partnership.hint': 'Optional: a partner company, or a session you would like to support.',
  'sponsorForm.paymentSchedule': 'Payment schedule',
  'sponsorForm.paymentSchedule.LUMP_SUM': 'In full within 30 days of the invoice',
  'sponsorForm.paymentSchedule.TWO_INSTALMENTS': 'In two instalments (50% / 50%)',
  'sponsorForm.paymentSchedule.AFTER_CONGRESS': 'In full after the congress',
  'sponsorForm.taxBill': 'We need a Korean tax invoice',
  'sponsorForm.taxBillSchedule': 'Issue the tax invoice',
  'sponsorForm.taxBillSchedule.ON_APPLICATION': 'When the application is confirmed',
  'sponsorForm.taxBillSchedule.ON_PAYMENT': 'When payment is received',
  'sponsorForm.taxBillSchedule.MONTH_END': 'At the end of the month',
  'sponsorForm.taxBillEmail': 'E-mail for the tax invoice',
  'sponsorForm.businessRegistration': 'Business registration certificate',
  'sponsorForm.sponsorPaper': 'Signed sponsorship agreement',
  'sponsorForm.document.hint': 'PDF or image, at most 5 MB. Required with a tax invoice.',
  'sponsorForm.uploading': 'Upload progress',
  'sponsorForm.attached': 'Attached: {name}',
  'sponsorForm.remove': 'Remove',
  'sponsorForm.privacy':
    "The secretariat keeps the person in charge's name, e-mail and phone numbers to handle this sponsorship and deletes them one year after the congress. They are never shown on the website.",
  'sponsorForm.privacyConsent': 'I agree to the handling of these contact details.',
  'sponsorForm.submit': 'Send application',
  'sponsorForm.done.title': 'Thank you: your application has been received',
  'sponsorForm.done.text':
    'The application of {company} for the {grade} package ({price}, VAT excluded) has been received. A confirmation has been sent to {email}; the secretariat will contact you within five working days.',

  'sponsors.intro': 'We thank the companies supporting the KSP 2024 Congress.',
  'sponsors.none': 'Confirmed sponsors will be listed here.',

  'floorPlan.intro':
    'Exhibition hall, in front of the main lecture hall. Booth numbers start with the first letter of the grade (N for garnet). The table below lists the same booths as text.',
  'floorPlan.region': 'Exhibition floor plan (scrolls sideways on a narrow screen)',
  'floorPlan.svgTitle': 'Exhibition floor plan',
  'floorPlan.svgDesc':
    'The main lecture hall is along the top wall. Diamond booths D1 and D2 face its doors, platinum booths P1 to P3 are behind them, gold booths G1 to G4 along the left wall, silver booths S1 to S4 along the right wall, bronze booths B1 to B6 in the centre row and garnet table-tops N1 to N8 along the bottom left. The registration desk and the entrance are at the bottom; the coffee lounge is in the bottom right corner.',
  'floorPlan.lectureHall': 'Main lecture hall',
  'floorPlan.lounge': 'Coffee lounge',
  'floorPlan.registration': 'Registration desk',
  'floorPlan.entrance': 'Entrance',
  'floorPlan.legend': 'Booths by grade',
  'floorPlan.booths': 'Booths',
  'floorPlan.size': 'Booth size',
  'floorPlan.size.DIAMOND': '6 × 3 m (double)',
  'floorPlan.size.PLATINUM': '6 × 2 m (double)',
  'floorPlan.size.GOLD': '3 × 2 m',
  'floorPlan.size.SILVER': '3 × 2 m',
  'floorPlan.size.BRONZE': '3 × 2 m',
  'floorPlan.size.GARNET': '2 × 1.5 m (table-top)',
  'floorPlan.note':
    'Booths are allocated by grade in the order in which full payment is received. Power (1 kW) and one table with two chairs are included.',
};
