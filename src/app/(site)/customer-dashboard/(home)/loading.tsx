export default function Loading() {
  return (
    <p className="mx-auto max-w-4xl px-4 py-10 text-slate-600" role="status">
      Loading your account...
    </p>
  );
}
