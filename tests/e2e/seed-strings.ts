// Moved to tests/shared/, where the unit tests may import it too; import it from there.
export * from '../shared/seed-strings';
