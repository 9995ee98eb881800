import { abstractFormKo } from '@congress/components/abstract-form/messages.ko';
import type { en } from './messages.en';

// The type makes a missing or extra Korean text a compile error.
export const ko: Record<keyof typeof en, string> = {
  ...abstractFormKo,
  'guideline.intro':
    '초록은 로그인 후 온라인으로 제출합니다. 발표 형식(구연 또는 포스터), 분류(원저 또는 증례 보고), 아래 주제 중 하나를 선택해 주세요.',
  'guideline.structure': '구성: 목적, 방법, 결과, 결론; 키워드 최대 5개.',
  'guideline.topics': '주제',
  'guideline.oral': '구연',
  'guideline.poster': '포스터',
  'presentation.p1':
    '구연 발표자에게는 발표 시간이 이메일로 안내됩니다. 포스터 발표자는 첫 세션 전까지 전시장에 포스터를 부착해 주세요.',
  'abstractForm.submit': '초록 제출',
  'abstractForm.done': '초록이 제출되었습니다. 내 초록에서 확인할 수 있습니다.',
  'abstractForm.closed': '초록 제출 기간이 아닙니다.',
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
  'speakerUpload.choose': '{what}: 올릴 파일 선택',
  'speakerUpload.replace': '{what}: 교체할 파일 선택',
};
