package dev.berth.model;

import com.fasterxml.jackson.databind.JsonNode;

import java.util.List;

/**
 * What every family fixes when it is made: its name, its problem type, the field only its JSON instances
 * have (for files without a {@code family} field), its checker and the terms of its score.
 */
public abstract class FamilyBase<P extends Problem, S> implements Family<P, S> {
    private final String name;
    private final Class<P> problemType;
    private final String telltale;
    private final Checker<P, S> checker;
    private final List<String> scoreTerms;

    protected FamilyBase(String name, Class<P> problemType, String telltale, Checker<P, S> checker,
                         List<String> scoreTerms) {
        this.name = name;
        this.problemType = problemType;
        this.telltale = telltale;
        this.checker = checker;
        this.scoreTerms = List.copyOf(scoreTerms);
    }

    @Override
    public final String name() {
        return name;
    }

    @Override
    public final Class<P> problemType() {
        return problemType;
    }

    @Override
    public final boolean recognises(JsonNode root) {
        return root.has(telltale);
    }

    @Override
    public final Checker<P, S> checker() {
        return checker;
    }

    @Override
    public final List<String> scoreTerms() {
        return scoreTerms;
    }
}
