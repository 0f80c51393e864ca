import { useState, type KeyboardEvent } from 'react';
import { AVATAR_EXTENSIONS, validateAvatarFile } from '@bazaar/domain';
import { FileTrigger } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../button/button.js';
import { IconButton } from '../icon-button/icon-button.js';
import { Field, Input, Root } from './chat-input.styles.js';

/** Props of `ChatInput`. */
export interface ChatInputProps {
  /** Called with the trimmed text to send; the box then empties. */
  onSend: (text: string) => void;
  /** Shows a picture button; called with the chosen jpg, jpeg or png files. */
  onPickImages?: (files: File[]) => void;
  /** Called with the names of chosen files that are not pictures the chat takes. */
  onRejectFiles?: (names: string[]) => void;
  /** Hint in the empty box. @default t('ui:chat.placeholder') */
  placeholder?: string;
  /** The longest message. @default 500 */
  maxLength?: number;
  /** Disable sending (offline, while reconnecting). @default false */
  isDisabled?: boolean;
}

/**
 * The chat's message box: grows with the text, Enter sends (Shift+Enter is a new line), the send
 * button waits for text, and a picture button takes jpg, jpeg and png files.
 */
export function ChatInput({
  onSend,
  onPickImages,
  onRejectFiles,
  placeholder,
  maxLength = 500,
  isDisabled = false,
}: ChatInputProps) {
  const { t } = useTranslation('ui');
  const [text, setText] = useState('');
  const trimmed = text.trim();

  const send = () => {
    if (!trimmed || isDisabled) return;
    onSend(trimmed);
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };
  const pick = (list: FileList | null) => {
    const files = Array.from(list ?? []);
    const accepted = files.filter(
      (file) => validateAvatarFile(file.name, file.type || undefined).ok,
    );
    const refused = files.filter((file) => !accepted.includes(file)).map((file) => file.name);
    if (refused.length > 0) onRejectFiles?.(refused);
    if (accepted.length > 0) onPickImages?.(accepted);
  };

  return (
    <Root>
      {onPickImages ? (
        <FileTrigger
          acceptedFileTypes={AVATAR_EXTENSIONS.map((extension) => `.${extension}`)}
          allowsMultiple
          onSelect={pick}
        >
          <IconButton icon="image" label={t('chat.send_image')} isDisabled={isDisabled} />
        </FileTrigger>
      ) : null}
      <Field
        aria-label={t('chat.message')}
        value={text}
        onChange={setText}
        maxLength={maxLength}
        isDisabled={isDisabled}
      >
        <Input
          rows={1}
          placeholder={placeholder ?? t('chat.placeholder')}
          onKeyDown={onKeyDown}
          enterKeyHint="send"
        />
      </Field>
      <Button size="sm" onPress={send} isDisabled={isDisabled || !trimmed}>
        {t('chat.send')}
      </Button>
    </Root>
  );
}
