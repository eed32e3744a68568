import { checkPublicApis, publicPackages } from './publicApi';

const reports = checkPublicApis();

describe('public APIs (every package exports only what another workspace imports)', () => {
  test('the scan covers every package and reads the other workspaces', () => {
    const names = reports.map((report) => report.packageName);
    expect(names).toEqual(publicPackages().map((workspace) => workspace.name));
    expect(names).toEqual(expect.arrayContaining(['@lobby/shared', '@lobby/domain', '@lobby/ui', '@lobby/api']));
    for (const report of reports) {
      expect(report.filesRead).toBeGreaterThan(100);
      expect(report.exported.length).toBeGreaterThan(0);
    }
  });

  test.each(reports.map((report) => [report.packageName, report] as const))(
    '%s is imported by name, so what is used can be read',
    (_name, report) => {
      expect(report.opaque).toEqual([]);
    },
  );

  test.each(reports.map((report) => [report.packageName, report] as const))(
    '%s exports nothing that no other workspace imports (delete the names listed)',
    (_name, report) => {
      expect(report.unused).toEqual([]);
    },
  );
});
