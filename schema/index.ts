import { lexicographicSortSchema, printSchema } from 'graphql';
import { builder } from './builder';
import './errors';
import './plans';
import './waitlist';
import './viewer';
import './accounts';
import './twoFactor';
import './admin';
import './projects';
import './billing';
import './dashboard';
import './actionItems';
import './protocols';
import './protocolEditing';
import './protocolRegeneration';
import './telemetry';
import './uploads';
import './speakers';
import './transcripts';
import './participants';
import './branding';
import './bulkExports';
import './protocolExports';
import './reviews';
import './agendas';

export const schema = builder.toSchema({ sortSchema: true });

/** The SDL checked in as schema.graphql (relay-compiler reads it; a test keeps it current). */
export const printedSchema = () => `${printSchema(lexicographicSortSchema(schema))}\n`;
