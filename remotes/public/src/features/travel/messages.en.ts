// Texts of the travel and stay pages (accommodation, visa, about Seoul and Busan, gallery, venue,
// general information). The pages' shapes are in content.ts.
// One file per language: a page fetches only the texts of the language shown (features/index.ts).
export const en = {
  // General information and the venue's address (also on the venue page)
  'general.p1':
    'Time zone: Korea Standard Time (UTC+9). Currency: Korean won (KRW). Electricity: 220 V, 60 Hz.',
  'general.p2': 'Name badges are required for all sessions and are collected at the registration desk.',
  'venue.p1': 'BEXCO (Busan Exhibition & Convention Center), 55 APEC-ro, Haeundae-gu, Busan, Korea.',
  'venue.p2':
    'From Gimhae International Airport: about 50 minutes by airport limousine or taxi. Nearest subway: Centum City (line 2).',

  // Hotel reservation and accommodation
  'accommodation.description':
    'Official hotels of KSP 2024 near BEXCO, Busan: distances, congress room rates, booking deadline of 20 February 2024 and how to book.',
  'accommodation.intro':
    'The secretariat has reserved rooms at special congress rates in three hotels near BEXCO in Haeundae, Busan, for the nights of 20 to 23 March 2024. March is a busy month in Haeundae, so we recommend booking early.',
  'accommodation.deadline':
    'Booking deadline: 20 February 2024. After this date the remaining rooms are released and the congress rates can no longer be guaranteed.',
  'accommodation.hotelsHeading': 'Official hotels',
  'accommodation.hotels.caption': 'Official hotels, distance to BEXCO and congress rates per room per night',
  'accommodation.hotels.name': 'Hotel',
  'accommodation.hotels.distance': 'Distance to BEXCO',
  'accommodation.hotels.single': 'Single (1 person)',
  'accommodation.hotels.double': 'Double (2 persons)',
  'accommodation.hotels.parkHyatt.name': 'Park Hyatt Busan ★★★★★ (Marine City)',
  'accommodation.hotels.parkHyatt.distance': '1.5 km · 5 minutes by taxi',
  'accommodation.hotels.parkHyatt.single': 'KRW 290,000 (about USD 220)',
  'accommodation.hotels.parkHyatt.double': 'KRW 310,000 (about USD 235)',
  'accommodation.hotels.novotel.name': 'Novotel Ambassador Busan ★★★★ (Haeundae beach)',
  'accommodation.hotels.novotel.distance': '2.5 km · 10 minutes by taxi or shuttle',
  'accommodation.hotels.novotel.single': 'KRW 190,000 (about USD 145)',
  'accommodation.hotels.novotel.double': 'KRW 210,000 (about USD 160)',
  'accommodation.hotels.centumPremier.name': 'Centum Premier Hotel ★★★ (Centum City)',
  'accommodation.hotels.centumPremier.distance': '500 m · 7 minutes on foot',
  'accommodation.hotels.centumPremier.single': 'KRW 130,000 (about USD 100)',
  'accommodation.hotels.centumPremier.double': 'KRW 150,000 (about USD 115)',
  'accommodation.rateNotes.1':
    'Rates are indicative, per room per night, tax and service charge included; the hotel’s confirmation states the final rate.',
  'accommodation.rateNotes.2': 'Breakfast is not included unless the hotel’s confirmation says so.',
  'accommodation.rateNotes.3': 'Amounts in USD are for guidance only; hotels charge in KRW.',
  'accommodation.howHeading': 'How to book',
  'accommodation.how.1': 'Register for the congress first (Registration menu).',
  'accommodation.how.2':
    'Contact the reservation desk of the hotel you choose by telephone or e-mail and quote the group code “KSP 2024”.',
  'accommodation.how.3':
    'Give your name as in your passport, your arrival and departure dates, the room type and a credit card to guarantee the booking.',
  'accommodation.how.4':
    'Keep the hotel’s confirmation; the secretariat cannot book or change rooms on your behalf.',
  'accommodation.policyHeading': 'Changes and cancellation',
  'accommodation.policy.1': 'Changes and cancellations are made directly with the hotel.',
  'accommodation.policy.2': 'Free cancellation until 7 days before arrival (13 March 2024).',
  'accommodation.policy.3':
    'Later cancellations and no-shows are charged one night, as set by each hotel’s policy.',
  'accommodation.shuttleHeading': 'Shuttle bus',
  'accommodation.shuttle':
    'On congress days (21 to 23 March 2024) a free shuttle bus runs every 30 minutes between the official hotels and BEXCO, from 7:30 until 30 minutes after the last session.',

  // Visa
  'visa.description':
    'Entering Korea for KSP 2024: K-ETA, visa-free entry and visas, and how registered participants request an invitation letter from My registration.',
  'visa.intro':
    'All visitors to Korea need a valid passport (at least six months beyond the date of entry). Whether you also need a K-ETA or a visa depends on your nationality.',
  'visa.whoHeading': 'Who needs what',
  'visa.rules.caption': 'Entry requirements for the Republic of Korea by nationality',
  'visa.rules.who': 'You are',
  'visa.rules.what': 'What you need',
  'visa.rules.kEta.who':
    'A national of a visa-waiver country (most of Europe, the Americas and Oceania, and others)',
  'visa.rules.kEta.what':
    'A K-ETA (Korea Electronic Travel Authorization) approved before departure, applied for online at least 72 hours before boarding; nationals of some countries are exempt from K-ETA for a limited period.',
  'visa.rules.visaFree.who': 'A national of a country with a visa-free agreement and K-ETA exemption',
  'visa.rules.visaFree.what': 'A valid passport only, within the permitted length of stay.',
  'visa.rules.visa.who': 'A national of any other country',
  'visa.rules.visa.what':
    'A short-term visit visa (C-3) issued by a Korean embassy or consulate before departure. Allow at least four weeks.',
  'visa.check':
    'Rules change: check the requirements for your passport with the Korean embassy or consulate in your country, or on the official K-ETA and Korea Visa Portal websites, before you travel.',
  'visa.letterHeading': 'Invitation letter',
  'visa.letterIntro':
    'The organising committee issues an invitation letter to registered participants who need one for their visa application.',
  'visa.letterSteps.1': 'Register for the congress and complete the payment.',
  'visa.letterSteps.2': 'Log in and open My registration in the member area.',
  'visa.letterSteps.3': 'Request the invitation letter there, with your name exactly as in your passport.',
  'visa.letterSteps.4':
    'The secretariat decides within five working days and tells you by e-mail; you then download the letter (PDF) from My registration.',
  'visa.letterNote':
    'An invitation letter does not guarantee a visa and does not commit the organisers to any cost: travel, accommodation and the registration fee remain the participant’s own.',
  'visa.letterLink': 'Go to My registration',
  'visa.documentsHeading': 'Documents usually asked for by the embassy',
  'visa.documents.1': 'Your passport and a completed visa application form with a photograph',
  'visa.documents.2': 'The invitation letter and the registration confirmation of KSP 2024',
  'visa.documents.3': 'Your hotel booking and a return ticket or itinerary',
  'visa.documents.4': 'A letter from your employer or university and proof of means of support',

  // About Seoul and Busan
  'aboutSeoul.description':
    'Seoul, getting from Seoul to Busan by KTX high-speed train, and sights near BEXCO in Busan for KSP 2024 participants.',
  'aboutSeoul.seoulHeading': 'Seoul',
  'aboutSeoul.seoul':
    'Most international flights arrive at Incheon International Airport, near Seoul, the capital of Korea and a city of nearly ten million people where palaces of the Joseon dynasty stand among modern districts. If you arrive a day early, a few hours in Seoul are well spent.',
  'aboutSeoul.seoulSights.1': 'Gyeongbokgung Palace and the National Folk Museum',
  'aboutSeoul.seoulSights.2': 'Bukchon Hanok Village, between two palaces',
  'aboutSeoul.seoulSights.3': 'Insadong and Myeongdong for crafts, food and shopping',
  'aboutSeoul.seoulSights.4': 'N Seoul Tower on Namsan, for the view over the city',
  'aboutSeoul.trainHeading': 'From Seoul to Busan',
  'aboutSeoul.train':
    'The KTX high-speed train is the easiest way to Busan: trains leave Seoul Station about every 20 to 30 minutes and arrive at Busan Station. Some KTX trains start at Incheon International Airport. From Busan Station to BEXCO takes about 40 minutes by subway (line 1, then line 2) or 30 minutes by taxi.',
  'aboutSeoul.routes.caption': 'Ways from Seoul to Busan',
  'aboutSeoul.routes.route': 'Route',
  'aboutSeoul.routes.time': 'Travel time',
  'aboutSeoul.routes.fare': 'One-way fare (standard)',
  'aboutSeoul.routes.ktx.route': 'KTX, Seoul Station → Busan Station',
  'aboutSeoul.routes.ktx.time': 'about 2 h 40 min',
  'aboutSeoul.routes.ktx.fare': 'about KRW 59,800',
  'aboutSeoul.routes.srt.route': 'SRT, Suseo Station (south Seoul) → Busan Station',
  'aboutSeoul.routes.srt.time': 'about 2 h 30 min',
  'aboutSeoul.routes.srt.fare': 'about KRW 52,600',
  'aboutSeoul.routes.flight.route': 'Domestic flight, Gimpo → Gimhae International Airport',
  'aboutSeoul.routes.flight.time': 'about 1 h (plus airport time)',
  'aboutSeoul.routes.flight.fare': 'from about KRW 60,000',
  'aboutSeoul.trainTips.1':
    'Tickets can be bought at the station, from ticket machines or on the Korail website and app.',
  'aboutSeoul.trainTips.2':
    'The Korail Pass for foreign visitors gives unlimited train travel for a number of days.',
  'aboutSeoul.trainTips.3': 'Fares and times are indicative; trains on Friday evenings fill up early.',
  'aboutSeoul.busanHeading': 'Busan, near the venue',
  'aboutSeoul.busan':
    'Busan, Korea’s second city and largest port, lies between the mountains and the sea. BEXCO is in Centum City in Haeundae, a short ride from the beaches.',
  'aboutSeoul.sights.caption': 'Sights near BEXCO',
  'aboutSeoul.sights.place': 'Place',
  'aboutSeoul.sights.distance': 'From BEXCO',
  'aboutSeoul.sights.what': 'What to see',
  'aboutSeoul.sights.haeundae.place': 'Haeundae Beach',
  'aboutSeoul.sights.haeundae.distance': '2.5 km · 10 minutes by taxi',
  'aboutSeoul.sights.haeundae.what':
    'Korea’s best-known beach, with its promenade and the traditional market',
  'aboutSeoul.sights.dongbaek.place': 'Dongbaekseom Island and the APEC House',
  'aboutSeoul.sights.dongbaek.distance': '3 km · 12 minutes by taxi',
  'aboutSeoul.sights.dongbaek.what': 'A coastal walk among camellias to the venue of the 2005 APEC summit',
  'aboutSeoul.sights.gwangan.place': 'Gwangalli Beach and Gwangan Bridge',
  'aboutSeoul.sights.gwangan.distance': '4 km · 15 minutes by taxi',
  'aboutSeoul.sights.gwangan.what': 'Seafood restaurants and the bridge lit up at night',
  'aboutSeoul.sights.haedong.place': 'Haedong Yonggungsa Temple',
  'aboutSeoul.sights.haedong.distance': '12 km · 25 minutes by taxi',
  'aboutSeoul.sights.haedong.what': 'A Buddhist temple on the rocks above the sea',
  'aboutSeoul.sights.gamcheon.place': 'Gamcheon Culture Village',
  'aboutSeoul.sights.gamcheon.distance': '20 km · 45 minutes by taxi',
  'aboutSeoul.sights.gamcheon.what': 'Colourful hillside houses, art and cafés',
  'aboutSeoul.practicalHeading': 'Good to know',
  'aboutSeoul.practical.1': 'Weather in late March: 6 to 15 °C, often windy by the sea; bring a warm jacket.',
  'aboutSeoul.practical.2': 'A T-money card pays for subway, buses and many taxis in Seoul and Busan.',
  'aboutSeoul.practical.3': 'Credit cards are accepted almost everywhere; tipping is not expected.',
  'aboutSeoul.practical.4':
    'Emergency numbers: 112 police, 119 fire and ambulance, 1330 tourist information.',

  // Gallery
  'gallery.description': 'Photographs of KSP 2024 in Busan: sessions, posters, awards and social programme.',
  'gallery.intro':
    'Photographs from the congress, posted by the secretariat. Choose an album to see its pictures.',
  'gallery.empty': 'No photographs have been posted yet. Albums appear here during and after the congress.',
  'gallery.loadError': 'The gallery could not be loaded. Please try again later.',
  'gallery.all': 'All albums in News & notices',
  'gallery.noImage': 'No picture',

  // Venue (the address is venue.p1, above)
  'venueInfo.description':
    'BEXCO, Busan: the venue of KSP 2024, with a map of Centum City, halls used, and how to get there from the airport, Busan Station and the hotels.',
  'venueInfo.mapTitle': 'Map of the area around BEXCO',
  'venueInfo.mapText':
    'BEXCO stands in Centum City, Haeundae-gu, between Suyeong-ro to the west and Haeundae-ro to the south. Centum City station (subway line 2) is at the south-west corner of BEXCO, with an underground walkway into the exhibition centre. Haeundae Beach is about 2.5 km to the east along Haeundae-ro; Gwangan Bridge is to the south-west across the Suyeong river.',
  'venueInfo.map.bexco': 'BEXCO',
  'venueInfo.map.station': 'Centum City station',
  'venueInfo.map.beach': 'Haeundae Beach',
  'venueInfo.map.river': 'Suyeong river',
  'venueInfo.map.sea': 'Sea',
  'venueInfo.map.haeundaeRo': 'Haeundae-ro',
  'venueInfo.map.suyeongRo': 'Suyeong-ro',
  'venueInfo.map.apecRo': 'APEC-ro',
  'venueInfo.map.line2': 'Line 2',
  'venueInfo.map.north': 'N',
  'venueInfo.halls': 'Halls used',
  'venueInfo.hall.1': 'BEXCO Convention Hall, 2nd floor: registration desk, plenary and symposium sessions',
  'venueInfo.hall.2':
    'BEXCO Convention Hall, 1st floor: poster exhibition, sponsors’ booths and coffee breaks',
  'venueInfo.hall.3': 'BEXCO Exhibition Center 1, Hall 3A: lunch and the welcome reception',
  'venueInfo.gettingHere': 'Getting here',
  'venueInfo.routes.caption': 'Ways to BEXCO',
  'venueInfo.routes.from': 'From',
  'venueInfo.routes.how': 'How',
  'venueInfo.routes.time': 'Time',
  'venueInfo.routes.gimhae.from': 'Gimhae International Airport',
  'venueInfo.routes.gimhae.how': 'Airport limousine bus to Haeundae (stop: BEXCO) or taxi',
  'venueInfo.routes.gimhae.time': 'about 50 minutes',
  'venueInfo.routes.busanStation.from': 'Busan Station (KTX)',
  'venueInfo.routes.busanStation.how': 'Subway line 1 to Seomyeon, line 2 to Centum City; or taxi',
  'venueInfo.routes.busanStation.time': 'about 40 minutes',
  'venueInfo.routes.subway.from': 'Subway',
  'venueInfo.routes.subway.how': 'Line 2, Centum City station, exit 1 (BEXCO)',
  'venueInfo.routes.subway.time': '—',
  'venueInfo.routes.hotels.from': 'Official hotels',
  'venueInfo.routes.hotels.how': 'Free congress shuttle bus every 30 minutes',
  'venueInfo.routes.hotels.time': '5 to 15 minutes',
  'venueInfo.parkingHeading': 'Parking',
  'venueInfo.parking':
    'BEXCO has paid parking for about 1,600 cars; spaces fill up in the morning, so we recommend public transport or the shuttle bus.',

  // General information
  'generalInfo.description':
    'General information for KSP 2024 participants: dates, venue, language, registration desk, name badges, credits, and practical facts about Korea.',
  'generalInfo.datesHeading': 'The congress at a glance',
  'generalInfo.facts.caption': 'Key facts',
  'generalInfo.facts.item': 'Item',
  'generalInfo.facts.detail': 'Detail',
  'generalInfo.facts.dates.item': 'Dates',
  'generalInfo.facts.dates.detail': 'Thursday 21 to Saturday 23 March 2024',
  'generalInfo.facts.venue.item': 'Venue',
  'generalInfo.facts.venue.detail': 'BEXCO Convention Hall, Busan, Korea',
  'generalInfo.facts.language.item': 'Official language',
  'generalInfo.facts.language.detail': 'English (Korean sessions with simultaneous interpretation)',
  'generalInfo.facts.host.item': 'Host',
  'generalInfo.facts.host.detail': 'Korean Society of Pathologists',
  'generalInfo.facts.theme.item': 'Theme',
  'generalInfo.facts.theme.detail': 'Precision nutrition: pathology for individual nutritional care',
  'generalInfo.registrationHeading': 'Registration desk',
  'generalInfo.registration.1': 'Location: BEXCO Convention Hall, 2nd floor lobby',
  'generalInfo.registration.2': 'Thursday 21 March: 8:00–18:00',
  'generalInfo.registration.3': 'Friday 22 March: 7:30–18:00',
  'generalInfo.registration.4': 'Saturday 23 March: 7:30–13:00',
  'generalInfo.creditsHeading': 'Continuing medical education',
  'generalInfo.credits':
    'Korean Medical Association CME credits are awarded per day of attendance, recorded when you scan your name badge at the entrance of the session halls on arrival and on leaving.',
  'generalInfo.koreaHeading': 'About Korea',
  'generalInfo.korea.1': 'Plugs: type C and F (round two-pin), as in most of Europe.',
  'generalInfo.korea.2':
    'Money can be changed at the airport, at banks and at hotels; ATMs marked “Global” accept foreign cards.',
  'generalInfo.korea.3': 'Free Wi-Fi is available throughout BEXCO.',
  'generalInfo.korea.4': 'Smoking is not allowed inside public buildings, including BEXCO.',
  'generalInfo.onSiteHeading': 'At the congress',
  'generalInfo.onSite.1': 'Lunch boxes are served in Exhibition Center 1, Hall 3A, on 21 and 22 March.',
  'generalInfo.onSite.2': 'A cloakroom is open next to the registration desk during the congress hours.',
  'generalInfo.onSite.3': 'Certificates of attendance are printed at the registration desk on the last day.',
  'generalInfo.onSite.4': 'Please switch mobile phones to silent mode in the session halls.',
};
