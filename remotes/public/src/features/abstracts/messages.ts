import type { LocaleMessages } from '@congress/i18n';

const en = {
  'guideline.intro':
    'Abstracts are submitted online after login. Choose a presentation preference (oral or poster), a category (original article or case report) and one of the topics below.',
  'guideline.structure': 'Structure: objectives, methods, results and conclusions; up to five keywords.',
  'guideline.topics': 'Topics',
  'guideline.preference': 'Preference',
  'guideline.oral': 'Oral',
  'guideline.poster': 'Poster',
  'presentation.p1':
    'Oral presenters receive their time slot by e-mail. Poster presenters mount their posters in the exhibition hall before the first session.',
  'abstractForm.title': 'Title',
  'abstractForm.titleHint': 'At most 300 characters.',
  'abstractForm.preference.ORAL': 'Oral',
  'abstractForm.preference.POSTER': 'Poster',
  'abstractForm.category': 'Category',
  'abstractForm.category.ORIGINAL': 'Original article',
  'abstractForm.category.CASE_REPORT': 'Case report',
  'abstractForm.topic': 'Topic',
  'abstractForm.body': 'Abstract (objectives, methods, results and conclusions together at most 300 words)',
  'abstractForm.words': '{count, plural, one {# word} other {# words}} of {max}',
  'abstractForm.sectionWords': '{count, plural, one {# word} other {# words}} in this section',
  'abstractForm.objectives': 'Objectives',
  'abstractForm.methods': 'Methods',
  'abstractForm.results': 'Results',
  'abstractForm.conclusions': 'Conclusions',
  'abstractForm.keywords': 'Keywords',
  'abstractForm.keywordsHint': 'Up to five, separated by commas.',
  'abstractForm.affiliations': 'Affiliations',
  'abstractForm.affiliation': 'Affiliation',
  'abstractForm.affiliationNumbered': 'Affiliation {n}',
  'abstractForm.addAffiliation': 'Add an affiliation',
  'abstractForm.removeAffiliation': 'Remove affiliation {n}',
  'abstractForm.authors': 'Authors (one presenting author, at least one corresponding author)',
  'abstractForm.authorN': 'Author {n}',
  'abstractForm.author.givenName': 'Given name',
  'abstractForm.author.familyName': 'Family name',
  'abstractForm.author.email': 'E-mail',
  'abstractForm.author.affiliations': 'Affiliations of this author',
  'abstractForm.author.presenting': 'Presenting author',
  'abstractForm.author.corresponding': 'Corresponding author',
  'abstractForm.addAuthor': 'Add an author',
  'abstractForm.removeAuthor': 'Remove author {n}',
  'abstractForm.terms': 'I agree to the submission terms in the abstract guideline.',
  'abstractForm.submit': 'Submit the abstract',
  'abstractForm.done': 'Your abstract is submitted. You can follow it under My abstracts.',
  'abstractForm.closed': 'Abstract submission is closed.',
  'validation.abstractKeywords': 'Enter at most five keywords.',
  'validation.abstractWords':
    'Objectives, methods, results and conclusions together may have at most 300 words.',
  'validation.abstractOnePresenter': 'Choose exactly one presenting author.',
  'validation.abstractCorresponding': 'Mark at least one corresponding author.',
  'validation.abstractAffiliation': 'Choose at least one of the listed affiliations.',
  'validation.abstractTerms': 'Please agree to the submission terms.',
  'validation.tooMany': 'There are too many.',
  'abstractForm.images': 'Images (optional)',
  'abstractForm.imagesHint':
    'Figures or tables as images, up to {max}. They are shown with your abstract in the order added.',
  'abstractForm.addImage': 'Add an image',
  'presentationUpload.intro':
    'Presenters of accepted abstracts and invited speakers upload their presentations here. Please read the <link>presentation guideline</link> first.',
  'presenterUpload.heading': 'Presenters of accepted abstracts',
  'presenterUpload.intro':
    'Upload the presentation of each accepted abstract: PDF, PowerPoint (.pptx) or a short MP4 video. A new file replaces the previous one.',
  'presenterUpload.loading': 'Loading your abstracts…',
  'presenterUpload.loadError': 'Your abstracts could not be loaded. Please reload the page.',
  'presenterUpload.noneAccepted':
    'You have no accepted abstract yet. Once the committee accepts one of your abstracts, you upload its presentation here.',
  'presenterUpload.deadline': 'You can upload and replace presentations until {deadline} (Korea time).',
  'presenterUpload.closed':
    'The presentation upload deadline ({deadline}, Korea time) has passed. Please contact the congress office for any change.',
  'presenterUpload.meta': 'Abstract no. {id} · {preference}',
  'presenterUpload.uploadedAt': 'uploaded {at} (Korea time)',
  'presenterUpload.refused':
    'The presentation could not be saved: the deadline has passed or the abstract is no longer accepted.',
  'speakerUpload.heading': 'Invited speakers',
  'presentationGuideline.uploadHeading': 'Uploading your presentation',
  'presentationGuideline.upload':
    'Log in and open <link>Presentation upload</link>: each of your accepted abstracts has its own field. Upload one file per abstract ({types}, at most {size} MB); a new file replaces the previous one.',
  'presentationGuideline.deadline':
    'Presentations can be uploaded and replaced until {deadline} (Korea time).',
  'presentationGuideline.noDeadline':
    'Presentations can be replaced until the congress office announces the deadline by e-mail.',
  'presentationGuideline.speakers':
    'Invited speakers upload their presentation, lecture file, CV and photo on the same page.',
  'speakerUpload.intro':
    'Invited speakers upload their presentation (PowerPoint, PDF or a short video), their lecture file, CV and photo here.',
  'speakerUpload.login':
    'Please <link>log in</link> to upload your files: with the account you submitted your abstract with, or the one you were invited with.',
  'speakerUpload.notInvited':
    'The speaker files are for invited speakers only, and your account is not registered as an invited speaker. If you were invited, please contact the congress office.',
  'speakerUpload.loading': 'Loading your files…',
  'speakerUpload.loadError': 'Your files could not be loaded. Please reload the page.',
  'speakerUpload.deadline': 'You can upload and replace your files until {deadline} (Korea time).',
  'speakerUpload.closed':
    'The upload deadline ({deadline}, Korea time) has passed: files can no longer be replaced. Please contact the congress office for any change.',
  'speakerUpload.file_presentation': 'Presentation',
  'speakerUpload.file_lecture': 'Lecture file',
  'speakerUpload.file_cv': 'CV',
  'speakerUpload.file_photo': 'Photo',
  'speakerUpload.current': 'Uploaded:',
  'speakerUpload.none': 'Not uploaded yet.',
  'speakerUpload.choose': 'Choose a file to upload',
  'speakerUpload.replace': 'Choose a file to replace it',
};

// The type makes a missing or extra Korean text a compile error.
const ko: Record<keyof typeof en, string> = {
  'guideline.intro':
    '초록은 로그인 후 온라인으로 제출합니다. 발표 형식(구연 또는 포스터), 분류(원저 또는 증례 보고), 아래 주제 중 하나를 선택해 주세요.',
  'guideline.structure': '구성: 목적, 방법, 결과, 결론; 키워드 최대 5개.',
  'guideline.topics': '주제',
  'guideline.preference': '발표 형식',
  'guideline.oral': '구연',
  'guideline.poster': '포스터',
  'presentation.p1':
    '구연 발표자에게는 발표 시간이 이메일로 안내됩니다. 포스터 발표자는 첫 세션 전까지 전시장에 포스터를 부착해 주세요.',
  'abstractForm.title': '제목',
  'abstractForm.titleHint': '최대 300자.',
  'abstractForm.preference.ORAL': '구연',
  'abstractForm.preference.POSTER': '포스터',
  'abstractForm.category': '분류',
  'abstractForm.category.ORIGINAL': '원저',
  'abstractForm.category.CASE_REPORT': '증례 보고',
  'abstractForm.topic': '주제',
  'abstractForm.body': '초록 본문 (목적, 방법, 결과, 결론 합계 최대 300단어)',
  'abstractForm.words': '{count, plural, other {#단어}} / {max}단어',
  'abstractForm.sectionWords': '{count, plural, other {이 항목 #단어}}',
  'abstractForm.objectives': '목적',
  'abstractForm.methods': '방법',
  'abstractForm.results': '결과',
  'abstractForm.conclusions': '결론',
  'abstractForm.keywords': '키워드',
  'abstractForm.keywordsHint': '최대 5개, 쉼표로 구분합니다.',
  'abstractForm.affiliations': '소속',
  'abstractForm.affiliation': '소속',
  'abstractForm.affiliationNumbered': '소속 {n}',
  'abstractForm.addAffiliation': '소속 추가',
  'abstractForm.removeAffiliation': '소속 {n} 삭제',
  'abstractForm.authors': '저자 (발표 저자 1명, 교신 저자 1명 이상)',
  'abstractForm.authorN': '저자 {n}',
  'abstractForm.author.givenName': '이름 (영문)',
  'abstractForm.author.familyName': '성 (영문)',
  'abstractForm.author.email': '이메일',
  'abstractForm.author.affiliations': '이 저자의 소속',
  'abstractForm.author.presenting': '발표 저자',
  'abstractForm.author.corresponding': '교신 저자',
  'abstractForm.addAuthor': '저자 추가',
  'abstractForm.removeAuthor': '저자 {n} 삭제',
  'abstractForm.terms': '초록 작성 안내의 제출 약관에 동의합니다.',
  'abstractForm.submit': '초록 제출',
  'abstractForm.done': '초록이 제출되었습니다. 내 초록에서 확인할 수 있습니다.',
  'abstractForm.closed': '초록 제출 기간이 아닙니다.',
  'validation.abstractKeywords': '키워드는 최대 5개까지 입력할 수 있습니다.',
  'validation.abstractWords': '목적, 방법, 결과, 결론은 합계 300단어 이내여야 합니다.',
  'validation.abstractOnePresenter': '발표 저자를 한 명만 선택해 주세요.',
  'validation.abstractCorresponding': '교신 저자를 한 명 이상 표시해 주세요.',
  'validation.abstractAffiliation': '목록에 있는 소속을 하나 이상 선택해 주세요.',
  'validation.abstractTerms': '제출 약관에 동의해 주세요.',
  'validation.tooMany': '개수가 너무 많습니다.',
  'abstractForm.images': '이미지 (선택)',
  'abstractForm.imagesHint':
    '그림이나 표 이미지를 최대 {max}개까지 첨부할 수 있습니다. 추가한 순서대로 초록과 함께 보입니다.',
  'abstractForm.addImage': '이미지 추가',
  'presentationUpload.intro':
    '채택된 초록의 발표자와 초청 연자는 이곳에서 발표 자료를 올립니다. 먼저 <link>발표 안내</link>를 읽어 주세요.',
  'presenterUpload.heading': '채택 초록 발표자',
  'presenterUpload.intro':
    '채택된 초록마다 발표 자료를 올려 주세요: PDF, 파워포인트(.pptx) 또는 짧은 동영상(MP4). 새 파일을 올리면 이전 파일을 대신합니다.',
  'presenterUpload.loading': '초록을 불러오는 중…',
  'presenterUpload.loadError': '초록을 불러오지 못했습니다. 페이지를 새로 고쳐 주세요.',
  'presenterUpload.noneAccepted':
    '아직 채택된 초록이 없습니다. 위원회가 초록을 채택하면 이곳에서 발표 자료를 올립니다.',
  'presenterUpload.deadline': '{deadline}(한국 시간)까지 발표 자료를 올리고 교체할 수 있습니다.',
  'presenterUpload.closed':
    '발표 자료 업로드 마감({deadline}, 한국 시간)이 지났습니다. 변경이 필요하면 학회 사무국에 문의해 주세요.',
  'presenterUpload.meta': '초록 번호 {id} · {preference}',
  'presenterUpload.uploadedAt': '{at}(한국 시간) 업로드',
  'presenterUpload.refused':
    '발표 자료를 저장하지 못했습니다: 마감이 지났거나 초록이 더 이상 채택 상태가 아닙니다.',
  'speakerUpload.heading': '초청 연자',
  'presentationGuideline.uploadHeading': '발표 자료 올리기',
  'presentationGuideline.upload':
    '로그인한 뒤 <link>발표 자료 업로드</link> 페이지를 여세요: 채택된 초록마다 업로드 칸이 있습니다. 초록당 파일 하나({types}, 최대 {size}MB)를 올리며, 새 파일을 올리면 이전 파일을 대신합니다.',
  'presentationGuideline.deadline': '{deadline}(한국 시간)까지 발표 자료를 올리고 교체할 수 있습니다.',
  'presentationGuideline.noDeadline':
    '학회 사무국이 이메일로 마감을 안내할 때까지 발표 자료를 교체할 수 있습니다.',
  'presentationGuideline.speakers':
    '초청 연자는 같은 페이지에서 발표 자료, 강의 자료, 이력서, 사진을 올립니다.',
  'speakerUpload.intro':
    '초청 연자는 이곳에서 발표 자료(파워포인트, PDF 또는 짧은 동영상), 강의 자료, 이력서와 사진을 올립니다.',
  'speakerUpload.login':
    '파일을 올리려면 초록을 제출한 계정 또는 초청받은 계정으로 <link>로그인</link>해 주세요.',
  'speakerUpload.notInvited':
    '연자 파일은 초청 연자 전용이며, 회원님의 계정은 초청 연자로 등록되어 있지 않습니다. 초청을 받으셨다면 학회 사무국에 문의해 주세요.',
  'speakerUpload.loading': '파일을 불러오는 중…',
  'speakerUpload.loadError': '파일을 불러오지 못했습니다. 페이지를 새로 고쳐 주세요.',
  'speakerUpload.deadline': '{deadline}(한국 시간)까지 파일을 올리고 교체할 수 있습니다.',
  'speakerUpload.closed':
    '업로드 마감({deadline}, 한국 시간)이 지나 파일을 더 이상 교체할 수 없습니다. 변경이 필요하면 학회 사무국에 문의해 주세요.',
  'speakerUpload.file_presentation': '발표 자료',
  'speakerUpload.file_lecture': '강의 자료',
  'speakerUpload.file_cv': '이력서',
  'speakerUpload.file_photo': '사진',
  'speakerUpload.current': '업로드됨:',
  'speakerUpload.none': '아직 올리지 않았습니다.',
  'speakerUpload.choose': '올릴 파일 선택',
  'speakerUpload.replace': '교체할 파일 선택',
};

export const messages: LocaleMessages = { en, ko };
