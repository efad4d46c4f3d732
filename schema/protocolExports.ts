// The exports of a protocol (issue 14): its history lists which version went out when, as what.
import { builder } from './builder';
import { Protocol } from './protocols';

const ExportFormat = builder.enumType('ProtocolExportFormat', { values: ['PDF', 'DOCX'] as const });

builder.prismaObject('ProtocolExport', {
  description: 'A file of a protocol version that was exported',
  fields: (t) => ({
    id: t.exposeID('id'),
    versionNumber: t.exposeInt('versionNumber'),
    format: t.field({ type: ExportFormat, resolve: (e) => e.format }),
    createdAt: t.string({ resolve: (e) => e.createdAt.toISOString() }),
  }),
});

builder.prismaObjectFields(Protocol, (t) => ({
  exports: t.relation('exports', { description: 'Newest first', query: { orderBy: { createdAt: 'desc' } } }),
}));
