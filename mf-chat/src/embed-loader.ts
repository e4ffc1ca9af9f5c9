import { startEmbed } from './features/chat/embed/loader';

// The loader other websites include (served as /chat/embed.js; features/chat/embed/loader.ts).
startEmbed(document.currentScript as HTMLScriptElement | null);
