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
      payments: { mode: 'kg', apiUrl: 'https://mup.mobilians.co.kr', sid: '123456789012' },
      uploads: { driver: 's3', bucket: 'congress-files', endpoint: 'http://minio:9000' },
    });
    expect(text).toContain('http://localhost:8080/admin/login');
    expect(text).toContain('admin@congress.local');
    expect(text).toContain('Xy12');
    expect(text).toMatch(/Second factor: +set one up at first login/);
    expect(text).toContain('postgres://app:***@db.example:5432/congress');
    expect(text).toContain('smtp://mailer:***@mail.example:587');
    expect(text).not.toMatch(/db-secret|smtp-secret/);
    expect(text).toMatch(
      /Payments: +KG Mobilians at https:\/\/mup\.mobilians\.co\.kr \(merchant 123456789012\)/,
    );
    expect(text).not.toContain('EMULATED');
    expect(text).toMatch(/Uploads: +bucket congress-files at http:\/\/minio:9000/);
  });

  it('points at the embedded database and the outbox in the data folder', () => {
    const text = startupSummary({
      url: 'http://localhost:8080',
      adminEmail: 'a@b.org',
      dataDir: '/d',
      payments: { mode: 'emulator' },
      uploads: { driver: 'local', dir: '/d/uploads' },
    });
    expect(text).toContain('embedded, in /d/pglite');
    expect(text).toContain('written to /d/outbox');
    expect(text).not.toContain('shown only now');
    // A demo that takes no money says so as plainly as where the database is.
    expect(text).toMatch(/Uploads: +\/d\/uploads/);
    expect(text).toMatch(/Payments: +EMULATED at http:\/\/localhost:8080\/mock-kg: no money is taken/);
  });
});
