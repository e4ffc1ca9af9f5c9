import type { ReactElement } from 'react';
import type * as ChatSpa from 'mf_chat/spa';
import type ChatWidget from 'mf_chat/widget';
import type { SpaModule } from './lifecycles';

/** The chat's './spa', as the shell mounts it (lifecycles.ts). */
export type ChatRemoteSpa = SpaModule<typeof ChatSpa>;

/** 'mf_chat/widget' as another host renders it (docs/chat.md): the launcher, in the host's language. */
export const renderChatWidget = (Widget: typeof ChatWidget): ReactElement => <Widget lang="ar" />;
