import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Box, Spinner, Stack, Text } from '@chakra-ui/react';
import { MESSAGE_MAX, visibleText } from '#domain';
import { counterTone } from '../form/vouchFields';
import { formatNumber } from '../../../lib/format';

const TONE_COLOR = { normal: 'fg.muted', warning: 'orange.600', over: 'red.600' } as const;

interface MessageEditorProps {
  value: string;
  onChange: (html: string) => void;
  onBlur: () => void;
  error?: string;
}

/**
 * Step 6: the rich-text message with its counter of visible characters
 * (orange below 50 remaining, red over 3000). Quill is imported when this
 * step first opens.
 */
export function MessageEditor({ value, onChange, onBlur, error }: MessageEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [length, setLength] = useState(() => visibleText(value).length);
  const id = useId();
  const labelId = `${id}-label`;
  const counterId = `${id}-counter`;
  const errorId = `${id}-error`;
  // The editor is built once; the latest callbacks and the value it starts from are read through refs.
  const latest = useRef({ value, onChange, onBlur });
  useLayoutEffect(() => {
    latest.current = { value, onChange, onBlur };
  });

  useEffect(() => {
    let destroyed = false;
    let destroy: (() => void) | undefined;
    import('./quillEditor')
      .then(({ createEditor }) => {
        if (destroyed || !host.current) return;
        const handle = createEditor(host.current, {
          initialHtml: latest.current.value,
          placeholder: 'Share a moment that shows their character.',
          labelledBy: labelId,
          describedBy: `${counterId} ${errorId}`,
          onChange: (html, count) => {
            setLength(count);
            latest.current.onChange(html);
          },
          onBlur: () => latest.current.onBlur(),
        });
        destroy = handle.destroy;
        setState('ready');
      })
      .catch(() => {
        if (!destroyed) setState('failed');
      });
    return () => {
      destroyed = true;
      destroy?.();
    };
  }, [labelId, counterId, errorId]);

  const tone = counterTone(length);
  return (
    <Stack gap="2">
      <Text id={labelId} fontWeight="semibold">
        Your message
      </Text>
      <Text fontSize="sm" color="fg.muted">
        Tell others why you vouch for them: a moment, a habit, a promise kept.
      </Text>
      {state === 'loading' ? (
        <Stack direction="row" align="center" gap="2" py="4">
          <Spinner size="sm" />
          <Text fontSize="sm">Loading editor...</Text>
        </Stack>
      ) : null}
      {state === 'failed' ? (
        <Text color="fg.error" role="alert">
          The editor could not be loaded. Please check your connection and try again.
        </Text>
      ) : null}
      <Box
        ref={host}
        data-testid="message-editor"
        css={{
          '& .ql-toolbar': { borderTopRadius: 'md', fontFamily: 'inherit' },
          '& .ql-container': { borderBottomRadius: 'md', fontFamily: 'inherit', fontSize: 'md' },
          '& .ql-editor': { minHeight: '12rem', maxHeight: '20rem', overflowY: 'auto' },
          '& .ql-editor.ql-blank::before': { color: 'fg.muted', fontStyle: 'normal' },
          ...(error ? { '& .ql-container, & .ql-toolbar': { borderColor: 'border.error' } } : {}),
        }}
      />
      <Text id={counterId} fontSize="sm" color={TONE_COLOR[tone]} data-testid="message-counter" data-tone={tone}>
        {formatNumber(length)}/{formatNumber(MESSAGE_MAX)} characters ({formatNumber(MESSAGE_MAX - length)} remaining)
      </Text>
      {error ? (
        <Text id={errorId} fontSize="sm" color="fg.error" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
