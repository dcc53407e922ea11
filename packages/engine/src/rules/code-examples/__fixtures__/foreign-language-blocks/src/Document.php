<?php

namespace Acme\Markup;

class Document
{
    public function getTitle(): string
    {
        return '';
    }
}
