import { cn } from "#app/shared/ui/cn";

// Typography for article HTML, whose elements carry no classes of their own.
const PROSE = cn(
  "text-lg leading-8 text-slate-800",
  "[&_p]:mt-5 [&>*:first-child]:mt-0",
  "[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-brand-900",
  "[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-brand-900",
  "[&_h4]:mt-6 [&_h4]:text-lg [&_h4]:font-semibold [&_h4]:text-brand-900",
  "[&_ul]:mt-5 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6",
  "[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 hover:[&_a]:text-brand-900",
  "[&_strong]:font-semibold [&_strong]:text-slate-900",
  "[&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-accent-500 [&_blockquote]:pl-4 [&_blockquote]:italic",
  "[&_img]:mt-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg",
  "[&_pre]:mt-5 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-900 [&_pre]:p-4 [&_pre]:text-sm [&_pre]:text-slate-100",
  "[&_code]:font-mono [&_code]:text-[0.9em] [&_hr]:my-10 [&_hr]:border-slate-200",
);

/** Article HTML, already sanitised on the server (article-html.server.ts), inserted as it is (SPEC §2). */
export function ArticleContent({ html }: { html: string }) {
  return <div className={PROSE} dangerouslySetInnerHTML={{ __html: html }} />;
}
