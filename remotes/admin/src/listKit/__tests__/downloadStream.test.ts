import { filenameFrom } from '../downloadStream';

describe('the file name of an export', () => {
  it('comes from Content-Disposition, the UTF-8 form first', () => {
    expect(filenameFrom('attachment; filename="members.xlsx"')).toBe('members.xlsx');
    expect(filenameFrom('attachment; filename="x.xlsx"; filename*=UTF-8\'\'%ED%9A%8C%EC%9B%90.xlsx')).toBe(
      '회원.xlsx',
    );
    expect(filenameFrom('attachment; filename=groups.xlsx')).toBe('groups.xlsx');
  });

  it('is absent when the answer names none', () => {
    expect(filenameFrom(null)).toBeNull();
    expect(filenameFrom('attachment')).toBeNull();
  });
});
