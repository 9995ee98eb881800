import { abstractFormEn } from '@congress/components/abstract-form/messages.en';

// One file per language: a page fetches only the texts of the language shown (features/index.ts).
// With the abstract form's texts (the form itself is @congress/components/abstract-form).
export const en = {
  ...abstractFormEn,
  'guideline.intro':
    'Abstracts are submitted online after login. Choose a presentation preference (oral or poster), a category (original article or case report) and one of the topics below.',
  'guideline.structure': 'Structure: objectives, methods, results and conclusions; up to five keywords.',
  'guideline.topics': 'Topics',
  'guideline.oral': 'Oral',
  'guideline.poster': 'Poster',
  'presentation.p1':
    'Oral presenters receive their time slot by e-mail. Poster presenters mount their posters in the exhibition hall before the first session.',
  'abstractForm.submit': 'Submit the abstract',
  'abstractForm.done': 'Your abstract is submitted. You can follow it under My abstracts.',
  'abstractForm.closed': 'Abstract submission is closed.',
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
  'speakerUpload.choose': '{what}: choose a file to upload',
  'speakerUpload.replace': '{what}: choose a file to replace it',
};
