import { startupSummary } from '../startupSummary';

describe('start-up summary', () => {
  it('names the address, the organiser login and where the data lives, without connection passwords', () => {
    const text = startupSummary({
      url: 'http://localhost:8080',
      adminEmail: 'admin@congress.local',
      generatedAdminPassword: 'Xy12',
      dataDir: '/srv/congress/.data',
      databaseUrl: 'postgres://app:db-secret@db.example:5432/congress',
      smtpUrl: 'smtp://mailer:smtp-secret@mail.example:587',
    });
    expect(text).toContain('http://localhost:8080/admin/login');
    expect(text).toContain('admin@congress.local');
    expect(text).toContain('Xy12');
    expect(text).toContain('postgres://app:***@db.example:5432/congress');
    expect(text).toContain('smtp://mailer:***@mail.example:587');
    expect(text).not.toMatch(/db-secret|smtp-secret/);
  });

  it('points at the embedded database and the outbox in the data folder', () => {
    const text = startupSummary({ url: 'http://localhost:8080', adminEmail: 'a@b.org', dataDir: '/d' });
    expect(text).toContain('embedded, in /d/pglite');
    expect(text).toContain('written to /d/outbox');
    expect(text).not.toContain('shown only now');
  });
});
