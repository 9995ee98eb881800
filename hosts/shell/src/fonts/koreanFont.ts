// Noto Sans KR, regular and bold (headings), in unicode-range slices.
import '@fontsource/noto-sans-kr/400.css';
import '@fontsource/noto-sans-kr/700.css';
